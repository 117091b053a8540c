import { NextResponse } from 'next/server';

// Turbopack looks for a proxy file in this folder and then its parents, so without this one it would
// compile the site's ../../proxy.ts into the baseline. This one matches no page, so pages never run it.
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ['/__baseline-has-no-proxy'] };
