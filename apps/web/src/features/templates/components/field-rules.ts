import { fieldProblems, type NamedField } from '@puhuo/domain';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { localized } from '../../../i18n/index.ts';

/**
 * The declaration's rules of one field (or of one path inside it) as an antd rule: the same messages as
 * the server, in the screens' language when validated.
 */
export function declaredRule(field: NamedField<unknown>, form: FormInstance, path: string = field.name): Rule {
  return {
    validator: async () => {
      const problem = fieldProblems(field, form.getFieldsValue(true)).find((p) => p.path === path);
      if (problem) throw new Error(localized(problem.message));
    },
  };
}

export const namePath = (path: string) => path.split('.');
