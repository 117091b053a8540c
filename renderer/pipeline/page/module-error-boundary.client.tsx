'use client';

import { Component, type ReactNode } from 'react';

type Props = { id: string; type: string; children: ReactNode };

/** One module that throws while rendering disappears; the rest of the page stays. */
export class ModuleErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[module ${this.props.type}#${this.props.id}] failed to render:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
