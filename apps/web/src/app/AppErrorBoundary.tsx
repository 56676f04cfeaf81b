import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * The last guard, around what lives outside the router (the session's dialogs: login, register, bind
 * phone, password): an error there shows the error screen, never a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
