# Zbs single-bit operations and Zicond conditional zero.
bset a0, a1, a2
bclri a3, a0, 63
binv a4, a3, a1
bexti a5, a4, 7
czero.eqz a6, a5, a0
czero.nez a7, a6, a1
or a0, a6, a7
