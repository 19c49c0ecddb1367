// Fresh families: written blind to the reader by authors who never opened it, and measured on it
// before they join any training index (docs/decisions/009-ocr.md, "Layout families"). The third
// and fourth authors' moved into training once measured (train/author3.ts, train/author4.ts).
import type { Family } from '../../sheet';
import { families as author5 } from './author5';
import { families as author17 } from './author17';

export const families: Family[] = [...author5, ...author17];
