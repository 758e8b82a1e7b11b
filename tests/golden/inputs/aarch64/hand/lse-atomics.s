// LSE atomics (many models have no scheduling data for CAS).
ldadd w0, w1, [x2]
ldaddal x3, x4, [x5]
ldclr w6, w7, [x2]
ldset x8, x9, [x5]
swp w10, w11, [x2]
swpal x12, x13, [x5]
stadd w14, [x2]
casal x15, x16, [x5]
