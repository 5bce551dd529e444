import { expect, test } from 'vitest';
import { toggleOption } from './multi-select';

const OPTIONS = [
  { id: 'bank' },
  { id: 'cloud' },
  { id: 'social' },
  { id: 'none', exclusive: true },
];
const option = (id: string) => OPTIONS.find((candidate) => candidate.id === id) ?? { id };

test('ticking keeps the question order', () => {
  expect(toggleOption(['social'], option('bank'), true, OPTIONS)).toEqual(['bank', 'social']);
});

test('an exclusive option unticks every other one', () => {
  expect(toggleOption(['bank', 'cloud'], option('none'), true, OPTIONS)).toEqual(['none']);
});

test('any other option unticks the exclusive one', () => {
  expect(toggleOption(['none'], option('cloud'), true, OPTIONS)).toEqual(['cloud']);
});

test('unticking removes only that option', () => {
  expect(toggleOption(['bank', 'cloud'], option('bank'), false, OPTIONS)).toEqual(['cloud']);
});
