// Dot products (dotprod) and by-element forms.
sdot v0.4s, v1.16b, v2.16b
udot v3.4s, v4.16b, v5.4b[2]
sdot v0.4s, v6.16b, v7.16b
add v8.4s, v0.4s, v3.4s
usdot v9.4s, v10.16b, v11.16b
