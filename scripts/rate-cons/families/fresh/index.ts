// Fresh families: written blind to the reader by authors who never opened it, and measured on it
// before they join any training index (docs/decisions/009-ocr.md, "Layout families"). The third,
// fourth and sixth to thirteenth authors' moved into training once measured (train/); the fifth's
// and the fourteenth to seventeenth's stay fresh: the final reader was measured on them once.
import type { Family } from '../../sheet';
import { families as author5 } from './author5';
import { families as author14 } from './author14';
import { families as author15 } from './author15';
import { families as author16 } from './author16';
import { families as author17 } from './author17';

export const families: Family[] = [...author5, ...author14, ...author15, ...author16, ...author17];
