import type { RegisterStep } from './session-context.ts';

/**
 * Registration survives a reload: the step the dialog is on and what was typed in each step stay in
 * the tab's sessionStorage until the registration is complete or the dialog is closed.
 */
const KEY = 'puhuo.register-draft';

type StepValues = Record<string, unknown>;

export interface RegisterDraft {
  step: RegisterStep;
  values: Partial<Record<RegisterStep, StepValues>>;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isStep = (value: unknown): value is RegisterStep => value === 0 || value === 1 || value === 2;

export function readRegisterDraft(): RegisterDraft | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<RegisterDraft> | null;
    if (!parsed || !isStep(parsed.step)) return null;
    return { step: parsed.step, values: parsed.values && typeof parsed.values === 'object' ? parsed.values : {} };
  } catch {
    return null;
  }
}

function write(draft: RegisterDraft): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full or refused: the dialog works on, it just does not outlive a reload
  }
}

/** The dialog is on this step (null: closed or complete, and the draft goes). */
export function saveRegisterStep(step: RegisterStep | null): void {
  if (step === null) {
    storage()?.removeItem(KEY);
    return;
  }
  const draft = readRegisterDraft();
  write({ step, values: draft?.values ?? {} });
}

/** What the step's form holds now. */
export function saveRegisterValues(step: RegisterStep, values: StepValues): void {
  const draft = readRegisterDraft();
  write({ step: draft?.step ?? step, values: { ...draft?.values, [step]: values } });
}

/** What was typed in the step before a reload, if anything. */
export function registerDraftValues<T extends StepValues>(step: RegisterStep): Partial<T> {
  return (readRegisterDraft()?.values[step] ?? {}) as Partial<T>;
}
