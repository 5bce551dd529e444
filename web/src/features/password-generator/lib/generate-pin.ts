import { RandomIndex } from './random-index';

export const PIN_LENGTH = { min: 4, max: 12, default: 6 } as const;

export function generatePin(length: number, random = new RandomIndex()): string {
  let pin = '';
  for (let position = 0; position < length; position += 1) pin += String(random.below(10));
  return pin;
}

export function pinEntropy(length: number): number {
  return length * Math.log2(10);
}
