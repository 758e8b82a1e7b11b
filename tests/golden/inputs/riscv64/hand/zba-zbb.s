# Zba/Zbb: shift-add, rotates, counts, min/max, byte reverse (CPUs with these extensions).
sh1add a0, a1, a2
sh2add.uw a3, a0, a1
add.uw a4, a3, a2
slli.uw a5, a4, 3
andn a6, a5, a0
clz a7, a6
ctzw t0, a7
cpop t1, t0
max t2, t1, a0
rol t3, t2, a1
rori t4, t3, 13
rev8 t5, t4
orc.b t6, t5
zext.h s2, t6
