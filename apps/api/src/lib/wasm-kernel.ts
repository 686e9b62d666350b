/** What the server uses of the WebAssembly API (its TypeScript settings hold no DOM types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}

/** A kernel's linear memory: it only grows, by whole pages, and its buffer is replaced when it does. */
export interface WasmMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}

export const WASM_PAGE_BYTES = 65_536;

const { Module, Instance } = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/**
 * A WebAssembly kernel (docs/decisions/0188, 0231), compiled once from the base64 bytes `npm run
 * wasm` writes: each call of the answer makes an instance with memory of its own and hands back
 * its exports.
 */
export function wasmKernel(base64: string): () => Record<string, unknown> {
  const compiled = new Module(Buffer.from(base64, 'base64'));
  return () => new Instance(compiled).exports;
}
