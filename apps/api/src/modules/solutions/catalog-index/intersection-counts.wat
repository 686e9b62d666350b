;; Facet counting's inner loop (docs/decisions/0188): how many positions a bitset holds, and how many
;; a base bitset shares with each of many bitsets, with the processor's own popcount on 64 bits at a time. JavaScript has
;; no popcount instruction, and counting bit by bit in it was most of a list request at 100,000.
;; Assembled into intersection-counts.wasm.ts by `npm run wasm` (scripts/wasm-generate.ts).
(module
  (memory (export "memory") 1)
  ;; `count` sets lie one after another from `sets`, each `bytes` long (a multiple of 8), as does
  ;; the base set at `base`. Writes |base AND set k| as a 32-bit count at out + 4k.
  (func (export "countAnd")
    (param $base i32) (param $sets i32) (param $count i32) (param $bytes i32) (param $out i32)
    (local $k i32) (local $i i32) (local $set i32) (local $n i64)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $k) (local.get $count)))
        (local.set $n (i64.const 0))
        (local.set $i (i32.const 0))
        (local.set $set (i32.add (local.get $sets) (i32.mul (local.get $k) (local.get $bytes))))
        (block $end
          (loop $word
            (br_if $end (i32.ge_u (local.get $i) (local.get $bytes)))
            (local.set $n
              (i64.add (local.get $n)
                (i64.popcnt
                  (i64.and
                    (i64.load (i32.add (local.get $base) (local.get $i)))
                    (i64.load (i32.add (local.get $set) (local.get $i)))))))
            (local.set $i (i32.add (local.get $i) (i32.const 8)))
            (br $word)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2)))
          (i32.wrap_i64 (local.get $n)))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each))))
  ;; The number of positions in the set of `bytes` (a multiple of 8) at `base`.
  (func (export "count") (param $base i32) (param $bytes i32) (result i32)
    (local $i i32) (local $n i64)
    (block $end
      (loop $word
        (br_if $end (i32.ge_u (local.get $i) (local.get $bytes)))
        (local.set $n
          (i64.add (local.get $n) (i64.popcnt (i64.load (i32.add (local.get $base) (local.get $i))))))
        (local.set $i (i32.add (local.get $i) (i32.const 8)))
        (br $word)))
    (i32.wrap_i64 (local.get $n))))
