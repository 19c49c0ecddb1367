// The training families: the parser may be written and tuned against these.
import type { Family } from '../../sheet';
import { families as forms } from './forms';
import { families as screens } from './screens';
import { families as tables } from './tables';
import { families as text } from './text';
import { families as broad } from './broad';
import { families as broad2 } from './broad2';
import { families as broad3 } from './broad3';
import { families as broad4 } from './broad4';
import { families as author2 } from './author2';
import { families as author3 } from './author3';
import { families as author4 } from './author4';
import { families as author6 } from './author6';
import { families as author7 } from './author7';
import { families as author8 } from './author8';
import { families as author9 } from './author9';
import { families as author10 } from './author10';
import { families as author11 } from './author11';
import { families as author12 } from './author12';
import { families as author13 } from './author13';

/**
 * The families of each later layout author, written blind to the reader and measured once before
 * they joined (docs/decisions/009-ocr.md, 'A learned field chooser'): the learned chooser's
 * thresholds are chosen on them, each author left out in turn.
 */
export const byAuthor: ReadonlyArray<readonly [number, Family[]]> = [
  [2, author2],
  [3, author3],
  [4, author4],
  [6, author6],
  [7, author7],
  [8, author8],
  [9, author9],
  [10, author10],
  [11, author11],
  [12, author12],
  [13, author13],
];

export const families: Family[] = [...forms, ...tables, ...text, ...screens, ...broad, ...broad2, ...broad3, ...broad4, ...byAuthor.flatMap(([, list]) => list)];
