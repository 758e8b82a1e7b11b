// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// '@' on ELF: ELF's three specifiers after a symbol that begins an operand, LLVM's errors elsewhere
add x0, x0, sym@PAGEOFF
add x0, x0, #sym@PAGEOFF
  add x1, x2, foo@pageoff+4
adrp x0, sym@PAGE
ldr x0, [x0, sym@PAGEOFF]
add x0, x0, sym@GOTPAGEOFF
sub x0, x0, sym@PAGEOFF
add w0, w0, sym@PAGEOFF
mov x0, sym@PAGEOFF
add x0, x0, sym@foo
ldr x0, sym@PAGEOFF
b sym@PLT
bl sym@PAGEOFF
add x0, x0, sym@
add x0, x0, sym@PAGEOFF + 4
add x0, x0, (sym@PAGEOFF)
add x0, x0, 4+sym@PAGEOFF
adds x0, x0, sym@PAGEOFF
add x0, x0, :lo12:sym@PAGEOFF
cmp x0, sym@PAGEOFF
add x0, x0, sym@got
add x0, x0, sym@PAGE
adrp x0, sym@GOTPAGE
adr x0, sym@foo
b.eq sym@foo
cbz x0, sym@foo
tbz x0, #1, sym@foo
movz x0, sym@foo
ldr x0, [x0, #sym@foo]
b sym@plt
bl sym@GOTPCREL
b sym@PLT+4
ldr x0, [x0, sym@got]
prfm pldl1keep, sym@foo
mov x0, #sym@foo
and x0, x0, sym@foo
b.eq sym@plt
adr x0, sym@plt
b (sym)@plt
b 4@plt
b sym@"plt"
b sym@plt@plt
b sym@plt
bl sym@GOTPCREL
b sym@PLT+4
b.eq sym@plt
