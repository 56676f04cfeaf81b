/** What other features use of the finance feature (they import it only through this file). */
export { RechargeModal } from './RechargeModal.tsx';
