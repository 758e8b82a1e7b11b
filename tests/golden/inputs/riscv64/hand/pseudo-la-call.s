# Address and call pseudo-instructions: la, lla, lga, call, tail and load from a symbol.
la a0, sym
lla a1, sym
lga a2, sym
lw a3, sym
call func
mv a4, a0
ld a5, 0(a4)
tail func
