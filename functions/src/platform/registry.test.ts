import { expect, test } from 'vitest';
import { contracts } from '@bulwark/contracts/contracts';
import { callables } from './registry';

test('every shared contract has exactly one registered callable and no callable lacks one', () => {
  expect([...callables.keys()].sort()).toEqual(Object.keys(contracts).sort());
});
