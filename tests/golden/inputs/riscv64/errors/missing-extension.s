# Vector and Zba on a CPU without them.
add a0, a1, a2
vadd.vv v8, v8, v16
sh1add a0, a1, a2
