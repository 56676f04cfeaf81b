/** What the app uses of the workbench feature (it imports it only through this file). */
export { WorkbenchEntry } from './WorkbenchEntry.tsx';
