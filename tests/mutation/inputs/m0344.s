.exitm
# gcc-o3-v3.so: loop of 21 instructions at 0