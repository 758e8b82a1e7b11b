.globl main
.type main, @function
main:
.LFB0:
add a0, a1, a2
