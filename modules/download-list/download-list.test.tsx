// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadList } from './download-list';
import { downloadListSchema } from './schema';

afterEach(cleanup);

const item = (title: string, href: string) => ({ title, description: 'd', fileType: 'PDF', size: '1 MB', href });
const props = downloadListSchema.parse({
  items: [item('Site file', '/download/guide.pdf'), item('Mirror file', 'https://mirrors.example.com/cli.zip'), item('Mail us', 'mailto:contact@example.com')],
});

describe('download-list', () => {
  it('gives site paths the download attribute', () => {
    render(<DownloadList {...props} />);
    expect(screen.getByRole('link', { name: 'Site file' }).hasAttribute('download')).toBe(true);
  });

  it('leaves it off other targets; https opens a new tab without the opener', () => {
    render(<DownloadList {...props} />);
    const mirror = screen.getByRole('link', { name: 'Mirror file' });
    expect(mirror.hasAttribute('download')).toBe(false);
    expect(mirror.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail us' }).hasAttribute('download')).toBe(false);
  });

  it('shows the type badge and the size', () => {
    const { container } = render(<DownloadList {...props} />);
    expect(container.textContent).toContain('PDF');
    expect(container.textContent).toContain('1 MB');
  });

  it('rejects a file type that is not a short capitalised code', () => {
    expect(downloadListSchema.safeParse({ items: [{ ...item('x', '/x.pdf'), fileType: 'pdf file' }] }).success).toBe(false);
  });
});
