/* Intrinsics: AVX-512 masks, rounding, broadcasts; crypto; BMI2; ADX; RDRAND. */
#include <immintrin.h>
#include <stdint.h>

__attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx512cd,avx512vbmi,avx512vbmi2,avx512vnni,avx512bitalg,avx512vpopcntdq,avx512bf16,avx512fp16,gfni,vaes,vpclmulqdq")))
void avx512(float *f, double *d, int *i, __m512 *z, __mmask16 m, __mmask8 m8)
{
	__m512 a = _mm512_loadu_ps(f), b = _mm512_set1_ps(f[3]);
	__m512 c = _mm512_mask_add_round_ps(a, m, a, b, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	c = _mm512_maskz_mul_round_ps(m, c, b, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
	c = _mm512_fmadd_round_ps(c, a, b, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
	c = _mm512_mask_fmadd_ps(c, m, a, b);
	c = _mm512_add_ps(c, _mm512_set1_ps(*f));
	z[0] = _mm512_maskz_sub_ps(m, c, _mm512_broadcastss_ps(_mm_load_ss(f + 9)));
	__m512i x = _mm512_loadu_si512(i), y = _mm512_set1_epi32(i[5]);
	x = _mm512_ternarylogic_epi32(x, y, x, 0x96);
	x = _mm512_mask_permutex2var_epi32(x, m, y, x);
	x = _mm512_maskz_compress_epi32(m, x);
	x = _mm512_mask_expand_epi32(x, m, y);
	x = _mm512_conflict_epi32(x);
	x = _mm512_lzcnt_epi32(x);
	x = _mm512_popcnt_epi32(x);
	x = _mm512_dpbusd_epi32(x, y, x);
	x = _mm512_shldi_epi32(x, y, 5);
	x = _mm512_permutexvar_epi8(x, y);
	x = _mm512_gf2p8affine_epi64_epi8(x, y, 3);
	x = _mm512_aesenc_epi128(x, y);
	x = _mm512_clmulepi64_epi128(x, y, 0x11);
	x = _mm512_rol_epi32(x, 7);
	x = _mm512_mask_blend_epi32(m, x, y);
	__mmask16 k = _mm512_cmplt_epi32_mask(x, y) & m;
	k = _kor_mask16(k, _mm512_test_epi32_mask(x, y));
	__mmask64 kb = _mm512_movepi8_mask(x);
	x = _mm512_movm_epi8(kb ^ 0x5555);
	x = _mm512_mask_mov_epi32(x, k, y);
	__m512d e = _mm512_loadu_pd(d);
	e = _mm512_getexp_pd(e);
	e = _mm512_getmant_pd(e, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src);
	e = _mm512_roundscale_pd(e, 3);
	e = _mm512_scalef_round_pd(e, e, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
	e = _mm512_fixupimm_pd(e, e, x, 0);
	e = _mm512_rcp14_pd(e);
	e = _mm512_range_pd(e, e, 5);
	e = _mm512_reduce_pd(e, 2);
	e = _mm512_cvt_roundepi64_pd(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	e = _mm512_i32gather_pd(_mm512_castsi512_si256(x), d, 8);
	_mm512_i32scatter_ps(f, x, c, 4);
	_mm512_mask_compressstoreu_ps(f, m, c);
	_mm512_storeu_pd(d, e);
	_mm512_storeu_si512(i, x);
	__m256i yy = _mm512_cvtepi32_epi16(x);
	_mm256_storeu_si256((__m256i *)i, yy);
	_mm_storeu_si128((__m128i *)(i + 8), _mm256_mask_cvtusepi32_epi8(_mm_setzero_si128(), m8, yy));
	__m128 s = _mm_add_round_ss(_mm_load_ss(f), _mm_load_ss(f + 1), _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
	s = _mm_mask_sqrt_ss(s, m8, s, s);
	s = _mm_cvt_roundsd_ss(s, _mm_load_sd(d), _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
	i[0] = _mm_cvt_roundss_si32(s, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
	i[1] = (int)_mm_cvtss_u32(s);
	__m256bh bh = _mm512_cvtneps_pbh(c);
	_mm256_storeu_si256((__m256i *)(i + 16), (__m256i)bh);
	__m512h h = _mm512_castsi512_ph(x);
	h = _mm512_add_ph(h, h);
	h = _mm512_fmadd_round_ph(h, h, h, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
	_mm512_storeu_si512(i + 32, _mm512_castph_si512(h));
	__m256 v = _mm256_mask_add_ps(_mm256_loadu_ps(f), m8, _mm256_loadu_ps(f), _mm256_set1_ps(f[1]));
	_mm256_storeu_ps(f + 8, v);
	__m128i w = _mm_maskz_mov_epi16(m8, _mm_loadu_si128((__m128i *)i));
	_mm_storeu_si128((__m128i *)(i + 48), w);
	i[60] = _cvtmask16_u32(_knot_mask16(k)) + _kortestz_mask16_u8(k, m);
}

__attribute__((target("avx2,fma,bmi,bmi2,lzcnt,popcnt,aes,pclmul,sha,rdrnd,rdseed,adx,f16c,movbe")))
uint64_t misc(uint64_t a, uint64_t b, __m128i *p, __m256i *q, unsigned *u, float *f)
{
	unsigned long long r = 0; unsigned char cf;
	_rdrand64_step(&r);
	_rdseed32_step(u);
	cf = _addcarry_u64(0, a, b, &r);
	cf = _addcarryx_u64(cf, a, r, &r);
	p[0] = _mm_aesenc_si128(p[0], p[1]);
	p[1] = _mm_aesdeclast_si128(p[1], p[2]);
	p[2] = _mm_aeskeygenassist_si128(p[2], 1);
	p[3] = _mm_clmulepi64_si128(p[3], p[4], 0x10);
	p[4] = _mm_sha256rnds2_epu32(p[4], p[5], p[6]);
	p[5] = _mm_sha1msg1_epu32(p[5], p[6]);
	q[0] = _mm256_permute2x128_si256(q[1], q[2], 0x21);
	q[1] = _mm256_i32gather_epi32((const int *)u, q[2], 4);
	q[2] = _mm256_maskload_epi32((const int *)u, q[3]);
	q[3] = _mm256_sllv_epi32(q[3], q[4]);
		_mm_storeu_si128(p + 7, _mm256_cvtps_ph(_mm256_loadu_ps(f), 0));
	_mm256_storeu_ps(f, _mm256_cvtph_ps(p[8]));
	return _pdep_u64(a, b) + _pext_u64(b, a) + _bzhi_u64(a, 7) + _mulx_u64(a, b, &r) + r + cf
	    + __builtin_ia32_lzcnt_u64(a) + _tzcnt_u64(b) + _blsr_u64(a) + _andn_u64(a, b) + _bextr_u64(a, 3, 8)
	    + __builtin_bswap64(*(uint64_t *)u);
}
