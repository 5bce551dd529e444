import type { UnknownAction } from '@reduxjs/toolkit';
import { PIN_LENGTH } from '../lib/generate-pin';
import { pinLengthChanged } from '../password-generator.slice';
import { NumberField } from './number-field';

interface PinOptionsProps {
  length: number;
  targetLength: number | undefined;
  onChange: (action: UnknownAction) => void;
}

export function PinOptionsForm({ length, targetLength, onChange }: PinOptionsProps) {
  return (
    <NumberField
      label="Digits"
      value={targetLength ?? length}
      min={PIN_LENGTH.min}
      max={PIN_LENGTH.max}
      disabled={targetLength !== undefined}
      helperText={
        targetLength === undefined
          ? `${PIN_LENGTH.min}–${PIN_LENGTH.max} digits`
          : 'Chosen by the strength target'
      }
      onChange={(next) => onChange(pinLengthChanged(next))}
    />
  );
}
