/** What other features use of the auth feature (they import it only through this file). */

export { useAuthRules } from './components/form-rules.ts';
export { LogoUpload } from './components/LogoUpload.tsx';
export { type Session, useSession } from './session/session-context.ts';
export { useApplicationConfiguration } from './useApplicationConfiguration.ts';
export { useTicketWindow } from './useTicketWindow.ts';
