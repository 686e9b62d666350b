;; The engine's tokenizer for ASCII text (docs/decisions/0231): splits the bytes of a text into
;; runs of letters and digits, lower-cases them, hashes each run (32-bit FNV-1a, as word-table.ts
;; hashes a string) and looks it up in a dictionary held in this memory, filing a run never seen
;; before. Writes each run's dictionary id in order. The same work in JavaScript, a character code
;; at a time, took most of the engine's build at 100,000 solutions. Assembled into
;; word-scan.wasm.ts by `npm run wasm` (scripts/wasm-generate.ts).
;;
;; The caller (word-scanner.ts) lays the dictionary out and moves it when it must grow, so it sets
;; the globals below; it leaves room for every word a text could add before each call.
(module
  (memory (export "memory") 1)

  ;; Per byte, the lower-case byte of an ASCII letter or digit, 0 for anything else.
  (data (i32.const 0)
    "\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00"
    "\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00"
    "\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00"
    "0123456789\00\00\00\00\00\00"
    "\00abcdefghijklmno"
    "pqrstuvwxyz\00\00\00\00\00"
    "\00abcdefghijklmno"
    "pqrstuvwxyz\00\00\00\00\00")

  ;; Open addressing: a slot holds id + 1, 0 when empty; `mask` is the slot count less one.
  (global $slots (export "slots") (mut i32) (i32.const 0))
  (global $mask (export "mask") (mut i32) (i32.const 0))
  ;; Per id, its hash, where its bytes start (from `bytes`) and how many there are.
  (global $hashes (export "hashes") (mut i32) (i32.const 0))
  (global $starts (export "starts") (mut i32) (i32.const 0))
  (global $lengths (export "lengths") (mut i32) (i32.const 0))
  (global $bytes (export "bytes") (mut i32) (i32.const 0))
  ;; Words filed so far, and bytes of theirs stored.
  (global $count (mut i32) (i32.const 0))
  (global $used (mut i32) (i32.const 0))

  ;; The globals that change as words are filed, read as functions: JavaScript reads a global's
  ;; value through a slower path, and these are read once a text.
  (func (export "filed") (result i32) (global.get $count))
  (func (export "stored") (result i32) (global.get $used))

  ;; The ids of the words of the `length` ASCII bytes at `text`, written as 32-bit ids from `out`;
  ;; answers how many.
  (func (export "scan") (param $text i32) (param $length i32) (param $out i32) (result i32)
    (local $i i32) (local $end i32) (local $lower i32) (local $start i32) (local $h i32)
    (local $at i32) (local $slot i32) (local $id i32) (local $size i32) (local $k i32)
    (local $word i32) (local $n i32)
    (local.set $i (local.get $text))
    (local.set $end (i32.add (local.get $text) (local.get $length)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $lower (i32.load8_u (i32.load8_u (local.get $i))))
        (if (i32.eqz (local.get $lower))
          (then
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $next)))
        ;; A run: hash it to its end.
        (local.set $start (local.get $i))
        (local.set $h (i32.const 0x811c9dc5))
        (block $ran
          (loop $run
            (local.set $h (i32.mul (i32.xor (local.get $h) (local.get $lower)) (i32.const 0x01000193)))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br_if $ran (i32.ge_u (local.get $i) (local.get $end)))
            (local.set $lower (i32.load8_u (i32.load8_u (local.get $i))))
            (br_if $run (local.get $lower))))
        (local.set $size (i32.sub (local.get $i) (local.get $start)))
        ;; Look it up; file it in the first empty slot when it is new.
        (local.set $at (i32.and (local.get $h) (global.get $mask)))
        (block $found
          (loop $probe
            (local.set $slot (i32.load (i32.add (global.get $slots) (i32.shl (local.get $at) (i32.const 2)))))
            (if (i32.eqz (local.get $slot))
              (then
                (local.set $id (global.get $count))
                (global.set $count (i32.add (local.get $id) (i32.const 1)))
                (i32.store (i32.add (global.get $slots) (i32.shl (local.get $at) (i32.const 2)))
                  (i32.add (local.get $id) (i32.const 1)))
                (i32.store (i32.add (global.get $hashes) (i32.shl (local.get $id) (i32.const 2))) (local.get $h))
                (i32.store (i32.add (global.get $starts) (i32.shl (local.get $id) (i32.const 2))) (global.get $used))
                (i32.store (i32.add (global.get $lengths) (i32.shl (local.get $id) (i32.const 2))) (local.get $size))
                (local.set $word (i32.add (global.get $bytes) (global.get $used)))
                (local.set $k (i32.const 0))
                (loop $copy
                  (i32.store8 (i32.add (local.get $word) (local.get $k))
                    (i32.load8_u (i32.load8_u (i32.add (local.get $start) (local.get $k)))))
                  (local.set $k (i32.add (local.get $k) (i32.const 1)))
                  (br_if $copy (i32.lt_u (local.get $k) (local.get $size))))
                (global.set $used (i32.add (global.get $used) (local.get $size)))
                (br $found)))
            (local.set $id (i32.sub (local.get $slot) (i32.const 1)))
            (if (i32.and
                  (i32.eq (i32.load (i32.add (global.get $hashes) (i32.shl (local.get $id) (i32.const 2)))) (local.get $h))
                  (i32.eq (i32.load (i32.add (global.get $lengths) (i32.shl (local.get $id) (i32.const 2)))) (local.get $size)))
              (then
                (local.set $word (i32.add (global.get $bytes)
                  (i32.load (i32.add (global.get $starts) (i32.shl (local.get $id) (i32.const 2))))))
                (local.set $k (i32.const 0))
                (block $differs
                  (loop $compare
                    (br_if $differs (i32.ne (i32.load8_u (i32.add (local.get $word) (local.get $k)))
                      (i32.load8_u (i32.load8_u (i32.add (local.get $start) (local.get $k))))))
                    (local.set $k (i32.add (local.get $k) (i32.const 1)))
                    (br_if $compare (i32.lt_u (local.get $k) (local.get $size))))
                  (br $found))))
            (local.set $at (i32.and (i32.add (local.get $at) (i32.const 1)) (global.get $mask)))
            (br $probe)))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $n) (i32.const 2))) (local.get $id))
        (local.set $n (i32.add (local.get $n) (i32.const 1)))
        (br $next)))
    (local.get $n)))
