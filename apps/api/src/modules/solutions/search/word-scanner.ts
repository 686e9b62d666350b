import { WASM_PAGE_BYTES, type WasmMemory, wasmKernel } from '../../../lib/wasm-kernel.ts';
import { WORD_SCAN_WASM } from './word-scan.wasm.ts';

interface WasmGlobal {
  value: number;
}

const newKernel = wasmKernel(WORD_SCAN_WASM);
const encoder = new TextEncoder();
/** The kernel's table of lower-case bytes fills the first 256 bytes of its memory. */
const RESERVED = 256;

/** The kernel's globals that say where the dictionary lies. */
const LAYOUT = ['slots', 'mask', 'hashes', 'starts', 'lengths', 'bytes'] as const;

/** What word-scan.wat exports. */
type ScanKernel = Record<(typeof LAYOUT)[number], WasmGlobal> & {
  memory: WasmMemory;
  scan(text: number, length: number, out: number): number;
  /** Words filed so far, and bytes of theirs stored. */
  filed(): number;
  stored(): number;
};

/**
 * The tokenizer of word-scan.wat (docs/decisions/0231): the words of an ASCII text as ids in a
 * dictionary of its own, held in the kernel's memory. The ids are the scanner's, given in the
 * order words were first met; `word(id)` and `hash(id)` read a word back. When a text could
 * overflow the dictionary or the room for a text, memory is laid out again, larger.
 */
export class WordScanner {
  private readonly kernel = newKernel() as ScanKernel;
  private readonly memory = this.kernel.memory;
  /** Where each of the dictionary's arrays lies: what the kernel's globals are set to. */
  private layout: Record<(typeof LAYOUT)[number], number> = {
    slots: 0,
    mask: 0,
    hashes: 0,
    starts: 0,
    lengths: 0,
    bytes: 0,
  };
  private wordRoom = 0;
  private byteRoom = 0;
  private textAt = 0;
  private textRoom = 0;
  private outAt = 0;
  private u8 = Buffer.alloc(0);
  private i32 = new Int32Array(0);

  constructor() {
    this.lay(1024, 16_384, 4096);
  }

  /** Words filed so far: the scanner's ids run from 0 to one less than this. */
  get count() {
    return this.kernel.filed();
  }

  /**
   * The scanner's ids of the words of `text`, in order, in a view valid until the next call; null
   * when `text` holds anything past ASCII.
   */
  scan(text: string): Int32Array | null {
    const length = text.length;
    const most = (length >> 1) + 1;
    // Each room at least doubles when it grows, so the layout is laid again a few times at most.
    if (
      length > this.textRoom ||
      this.kernel.filed() + most > this.wordRoom ||
      this.kernel.stored() + length > this.byteRoom
    )
      this.lay(
        Math.max(this.wordRoom, 2 * (this.kernel.filed() + most)),
        Math.max(this.byteRoom, 2 * (this.kernel.stored() + length)),
        length > this.textRoom ? Math.max(2 * this.textRoom, length) : this.textRoom,
      );
    // A character past ASCII takes more than one byte, so such a text does not fit in `length`.
    if (encoder.encodeInto(text, this.u8.subarray(this.textAt, this.textAt + length)).read !== length) return null;
    const n = this.kernel.scan(this.textAt, length, this.outAt);
    return this.i32.subarray(this.outAt >> 2, (this.outAt >> 2) + n);
  }

  /** The word of scanner id `id`, lower-case. */
  word(id: number): string {
    const start = this.layout.bytes + this.i32[(this.layout.starts >> 2) + id]!;
    return this.u8.toString('latin1', start, start + this.i32[(this.layout.lengths >> 2) + id]!);
  }

  /** The hash of scanner id `id`'s word, as word-table.ts hashes a string. */
  hash(id: number): number {
    return this.i32[(this.layout.hashes >> 2) + id]!;
  }

  /**
   * Lays memory out again with room for `words` words of `bytes` in all and a text of `text`
   * characters: the dictionary's arrays from the start (what they held copied out and back, and
   * the slots filled anew), then the text and its ids.
   */
  private lay(words: number, bytes: number, text: number) {
    const count = this.kernel.filed();
    const old = this.layout;
    const held = {
      hashes: this.i32.slice(old.hashes >> 2, (old.hashes >> 2) + count),
      starts: this.i32.slice(old.starts >> 2, (old.starts >> 2) + count),
      lengths: this.i32.slice(old.lengths >> 2, (old.lengths >> 2) + count),
      bytes: new Uint8Array(this.memory.buffer.slice(old.bytes, old.bytes + this.kernel.stored())),
    };
    let slots = 4;
    while (slots < 2 * words) slots *= 2;
    let top = RESERVED;
    const place = (size: number) => {
      const at = top;
      top = (at + size + 7) & ~7;
      return at;
    };
    const layout = {
      hashes: place(4 * words),
      starts: place(4 * words),
      lengths: place(4 * words),
      slots: place(4 * slots),
      bytes: place(bytes),
      mask: slots - 1,
    };
    this.textAt = place(text);
    this.outAt = place(4 * ((text >> 1) + 1));
    const pages = Math.ceil(top / WASM_PAGE_BYTES) - this.memory.buffer.byteLength / WASM_PAGE_BYTES;
    if (pages > 0) this.memory.grow(pages);
    this.u8 = Buffer.from(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
    for (const key of ['hashes', 'starts', 'lengths'] as const) this.i32.set(held[key], layout[key] >> 2);
    this.u8.set(held.bytes, layout.bytes);
    const slot0 = layout.slots >> 2;
    this.i32.fill(0, slot0, slot0 + slots);
    for (let id = 0; id < count; id++) {
      let s = held.hashes[id]! & (slots - 1);
      while (this.i32[slot0 + s] !== 0) s = (s + 1) & (slots - 1);
      this.i32[slot0 + s] = id + 1;
    }
    for (const key of LAYOUT) this.kernel[key].value = layout[key];
    this.layout = layout;
    this.wordRoom = words;
    this.byteRoom = bytes;
    this.textRoom = text;
  }
}
