// Fresh families: written blind to the reader by authors who never opened it, and measured on it
// before they join any training index (docs/decisions/009-ocr.md, "Layout families"). The third
// author's moved into training once measured (train/author3.ts); the fifth author's follow the
// fourth's so the fourth's renders stay the same.
import type { Family } from '../../sheet';
import { families as author4 } from './author4';
import { families as author5 } from './author5';

export const families: Family[] = [...author4, ...author5];
