# Writes to and reads from x0/zero.
add zero, a0, a1
mv a2, zero
addi a3, zero, 5
sub a4, zero, a3
sltu a5, zero, a4
and a6, zero, a5
