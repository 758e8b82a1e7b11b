// args: mca-static -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-tables
// adr/adrp: SVE/SME register names are labels, a memory operand or an operand too many is an error
	adr x0, z0
	adrp x0, z0
	adr x0, p1
	adrp x0, za
	adr x0, [x1]
	adr x0, x1, #2
	adrp x0, x1, #2
	adr x0, z0, #4
	adrp x0, foo, x1
