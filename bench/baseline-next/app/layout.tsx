import type { ReactNode } from 'react';

export const metadata = { title: 'Baseline', description: 'A bare Next.js page for the benchmark' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
