.intel_syntax no}refix
# libpython3.11.so.1.0: loop of 6 instruc