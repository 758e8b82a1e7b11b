# A multiply chain through a0 (latency bound), with W and high forms.
mul a0, a0, a1
mul a0, a0, a2
mulw a3, a0, a0
mulh a4, a3, a1
mulhu a5, a4, a0
mul a0, a5, a0
