import { roundTo } from '@puhuo/domain';
import { Input } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';

interface Props {
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  /** on blur the value rounds to this many decimals (ratio 0, amounts 2) */
  decimals: 0 | 2;
  /** also block the minus key (values that cannot be negative) */
  blockMinus?: boolean;
  unit?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
  style?: React.CSSProperties;
}

const BLOCKED_KEYS = ['e', 'E', '+'];
const NUMBER = /^-?\d+(\.\d+)?$/;

const display = (value: Props['value']) => (value === null || value === undefined ? '' : String(value));

/**
 * The template forms' number input (doc 2 §5): e, E and + (and minus where the value cannot be
 * negative) are refused as typed; on blur a number rounds to its decimals and anything else is cleared.
 */
export function TemplateNumberInput({ value, onChange, decimals, blockMinus, unit, ...rest }: Props) {
  const [text, setText] = useState(display(value));
  useEffect(() => {
    // the form changed the value (reset, load): show it unless it is what is being typed
    setText((current) => (Number(current) === value && current !== '' ? current : display(value)));
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_KEYS.includes(event.key) || (blockMinus && event.key === '-')) event.preventDefault();
  };

  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={text}
      suffix={unit}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const trimmed = next.trim();
        onChange?.(trimmed === '' ? null : NUMBER.test(trimmed) ? Number(trimmed) : next);
      }}
      onBlur={() => {
        const trimmed = text.trim();
        const next = NUMBER.test(trimmed) ? roundTo(Number(trimmed), decimals) : null;
        setText(display(next));
        if (next !== value) onChange?.(next);
      }}
    />
  );
}
