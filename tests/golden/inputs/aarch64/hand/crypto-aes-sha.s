// Cryptographic extension: AES rounds, SHA-1/SHA-256, polynomial multiply.
aese v0.16b, v1.16b
aesmc v0.16b, v0.16b
aese v0.16b, v2.16b
aesmc v0.16b, v0.16b
aesd v3.16b, v1.16b
aesimc v3.16b, v3.16b
sha256h q4, q5, v6.4s
sha256h2 q5, q4, v6.4s
sha256su0 v6.4s, v7.4s
sha1c q8, s9, v10.4s
pmull v11.1q, v12.1d, v13.1d
pmull2 v14.1q, v12.2d, v13.2d
