// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=apple-m1 -instruction-tables
// '%' on ELF: the modulo operator, an operand's first bad token gets 'invalid operand' too; a number starts no statement
add x0, x1, x2 %% add x3, x4, x5
nop %% nop
%% nop %%%% nop %%
	mov x0, #1 %% ; comment %% nop
	// c %% nop
L1: %% b L1
"a%%b": nop
%%
add x0, x0, #100%%7
add x0, x0, %
add x0, x0, )
b %
add x0, x0, #%
nop %
ldr x0, [x1, %]
add x0, x0, 1+%
nop )
b ^
add x0, x0, #100%7
mov x0, #(10 % 4)
ldr x0, [x1, #(17%9)]
7
 1b
2f x0
3:
 3 nop
0x10
