// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// AArch64's own directives with operands LLVM rejects: .inst, .ltorg/.pool, .tlsdesccall, .variant_pcs, .unreq
.inst
.inst   
.inst foo
.inst 1, foo
.inst 1,
.inst 0x12345678, 5
.ltorg junk
.pool  x
.ltorg
.tlsdesccall
.tlsdesccall 5
.variant_pcs
.variant_pcs   
.variant_pcs foo
.variant_pcs 5
.unreq
.unreq  
.unreq foo
.unreq 5
.inst 1+
	add	x0, x0, x1
