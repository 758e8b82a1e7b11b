// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// ELF: '@' where LLVM's expression wants a primary is a name with the one after it (printed quoted), or 'expected a symbol reference'
	b sym+@plt
	b sym @ plt
	b sym+ 8 @plt
	bl sym + @plt
	b sym+ @plt
	b sym-@plt
	b (sym+@plt)
	b @plt
	b sym+@1
	adrp x0, sym+@got
	ldr x0, [x0, :lo12:sym+@x]
	b sym+@plt+4
	b @plt+4
