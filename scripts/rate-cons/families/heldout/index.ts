// HELD-OUT FAMILIES: for measurement only. Whoever writes or tunes the rate-confirmation reader
// (src/server/ocr) must NOT read the files in this folder or the images made from them
// (tests/fixtures/rate-cons-families/heldout); see docs/decisions/009-ocr.md, "Layout families".
import type { Family } from '../../sheet';
import { families as grids } from './grids-and-printouts';
import { families as portals } from './portals-and-letters';

export const families: Family[] = [...grids, ...portals];
