.intel_syntax noprefix
nop
