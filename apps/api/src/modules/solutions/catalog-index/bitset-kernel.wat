;; The catalogue index's set algebra (docs/decisions/0188, 0202): AND and OR of bitsets in place,
;; how many positions a bitset holds, and how many a base bitset shares with each of many
;; bitsets, 64 bits at a time with the processor's own popcount. Every set is `bytes` long, a
;; multiple of 32, so each loop takes four 64-bit words a turn. JavaScript has no popcount
;; instruction and no 64-bit integers in its typed-array loops; the same work there took several
;; times as long. Assembled into bitset-kernel.wasm.ts by `npm run wasm` (scripts/wasm-generate.ts).
(module
  (memory (export "memory") 1)

  ;; `count` sets lie one after another from `sets`, each `bytes` long, as does the base set at
  ;; `base`. Writes |base AND set k| as a 32-bit count at out + 4k.
  (func (export "countAnd")
    (param $base i32) (param $sets i32) (param $count i32) (param $bytes i32) (param $out i32)
    (local $k i32) (local $i i32) (local $b i32) (local $s i32)
    (local $n0 i64) (local $n1 i64) (local $n2 i64) (local $n3 i64)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $k) (local.get $count)))
        (local.set $n0 (i64.const 0))
        (local.set $n1 (i64.const 0))
        (local.set $n2 (i64.const 0))
        (local.set $n3 (i64.const 0))
        (local.set $b (local.get $base))
        (local.set $s (i32.add (local.get $sets) (i32.mul (local.get $k) (local.get $bytes))))
        (local.set $i (i32.const 0))
        (block $end
          (loop $word
            (br_if $end (i32.ge_u (local.get $i) (local.get $bytes)))
            (local.set $n0 (i64.add (local.get $n0)
              (i64.popcnt (i64.and (i64.load (local.get $b)) (i64.load (local.get $s))))))
            (local.set $n1 (i64.add (local.get $n1)
              (i64.popcnt (i64.and (i64.load offset=8 (local.get $b)) (i64.load offset=8 (local.get $s))))))
            (local.set $n2 (i64.add (local.get $n2)
              (i64.popcnt (i64.and (i64.load offset=16 (local.get $b)) (i64.load offset=16 (local.get $s))))))
            (local.set $n3 (i64.add (local.get $n3)
              (i64.popcnt (i64.and (i64.load offset=24 (local.get $b)) (i64.load offset=24 (local.get $s))))))
            (local.set $b (i32.add (local.get $b) (i32.const 32)))
            (local.set $s (i32.add (local.get $s) (i32.const 32)))
            (local.set $i (i32.add (local.get $i) (i32.const 32)))
            (br $word)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2)))
          (i32.wrap_i64 (i64.add (i64.add (local.get $n0) (local.get $n1)) (i64.add (local.get $n2) (local.get $n3)))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each))))

  ;; The number of positions in the set of `bytes` at `base`.
  (func (export "count") (param $base i32) (param $bytes i32) (result i32)
    (local $end i32) (local $n0 i64) (local $n1 i64) (local $n2 i64) (local $n3 i64)
    (local.set $end (i32.add (local.get $base) (local.get $bytes)))
    (block $done
      (loop $word
        (br_if $done (i32.ge_u (local.get $base) (local.get $end)))
        (local.set $n0 (i64.add (local.get $n0) (i64.popcnt (i64.load (local.get $base)))))
        (local.set $n1 (i64.add (local.get $n1) (i64.popcnt (i64.load offset=8 (local.get $base)))))
        (local.set $n2 (i64.add (local.get $n2) (i64.popcnt (i64.load offset=16 (local.get $base)))))
        (local.set $n3 (i64.add (local.get $n3) (i64.popcnt (i64.load offset=24 (local.get $base)))))
        (local.set $base (i32.add (local.get $base) (i32.const 32)))
        (br $word)))
    (i32.wrap_i64 (i64.add (i64.add (local.get $n0) (local.get $n1)) (i64.add (local.get $n2) (local.get $n3)))))

  ;; For each position of the set of `bytes` at `base`, adds one to the 32-bit count at
  ;; out + 4 * (the byte at `values` + the position): a histogram of the values of a group whose
  ;; rows hold one value each, in time proportional to the set's size.
  (func (export "histogram") (param $base i32) (param $bytes i32) (param $values i32) (param $out i32)
    (local $i i32) (local $w i64) (local $at i32)
    (block $done
      (loop $word
        (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
        (local.set $w (i64.load (i32.add (local.get $base) (local.get $i))))
        (block $empty
          (loop $bit
            (br_if $empty (i64.eqz (local.get $w)))
            ;; The position is 8 per byte before this word, plus the lowest set bit's index.
            (local.set $at
              (i32.add (local.get $out)
                (i32.shl
                  (i32.load8_u
                    (i32.add (local.get $values)
                      (i32.add (i32.shl (local.get $i) (i32.const 3)) (i32.wrap_i64 (i64.ctz (local.get $w))))))
                  (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (local.set $w (i64.and (local.get $w) (i64.sub (local.get $w) (i64.const 1))))
            (br $bit)))
        (local.set $i (i32.add (local.get $i) (i32.const 8)))
        (br $word))))

  ;; target AND= other, both `bytes` long.
  (func (export "andInto") (param $target i32) (param $other i32) (param $bytes i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $target) (local.get $bytes)))
    (block $done
      (loop $word
        (br_if $done (i32.ge_u (local.get $target) (local.get $end)))
        (i64.store (local.get $target) (i64.and (i64.load (local.get $target)) (i64.load (local.get $other))))
        (i64.store offset=8 (local.get $target)
          (i64.and (i64.load offset=8 (local.get $target)) (i64.load offset=8 (local.get $other))))
        (i64.store offset=16 (local.get $target)
          (i64.and (i64.load offset=16 (local.get $target)) (i64.load offset=16 (local.get $other))))
        (i64.store offset=24 (local.get $target)
          (i64.and (i64.load offset=24 (local.get $target)) (i64.load offset=24 (local.get $other))))
        (local.set $target (i32.add (local.get $target) (i32.const 32)))
        (local.set $other (i32.add (local.get $other) (i32.const 32)))
        (br $word))))

  ;; target OR= other, both `bytes` long.
  (func (export "orInto") (param $target i32) (param $other i32) (param $bytes i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $target) (local.get $bytes)))
    (block $done
      (loop $word
        (br_if $done (i32.ge_u (local.get $target) (local.get $end)))
        (i64.store (local.get $target) (i64.or (i64.load (local.get $target)) (i64.load (local.get $other))))
        (i64.store offset=8 (local.get $target)
          (i64.or (i64.load offset=8 (local.get $target)) (i64.load offset=8 (local.get $other))))
        (i64.store offset=16 (local.get $target)
          (i64.or (i64.load offset=16 (local.get $target)) (i64.load offset=16 (local.get $other))))
        (i64.store offset=24 (local.get $target)
          (i64.or (i64.load offset=24 (local.get $target)) (i64.load offset=24 (local.get $other))))
        (local.set $target (i32.add (local.get $target) (i32.const 32)))
        (local.set $other (i32.add (local.get $other) (i32.const 32)))
        (br $word)))))
