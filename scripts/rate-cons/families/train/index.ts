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

export const families: Family[] = [...forms, ...tables, ...text, ...screens, ...broad, ...broad2, ...broad3, ...broad4, ...author2, ...author3, ...author4, ...author6, ...author7, ...author8, ...author9, ...author10, ...author11, ...author12, ...author13];
