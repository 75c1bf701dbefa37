/* int.h: the integer conversions, d i u o x X and p: the decimal kernels for 32 and 64
 * bits, hexadecimal and octal digits, and the general path for flags, width and precision.
 * Every converter writes exactly the bytes of its text at p and returns where they end. */

/* tables.sh: begin */
extern const char __qrintf_dec_table[4001] __asm__("__qrintf_dec_table_953219686") __attribute__((__visibility__("hidden")));
extern const char __qrintf_dec_table[4001] __attribute__((__weak__));
const char __qrintf_dec_table[4001] =
    "0\000\000\0011\000\000\0012\000\000\0013\000\000\0014\000\000\0015\000\000\0016\000\000\0017\000\000\0018\000\000\0019\000\000\001"
    "10\000\00211\000\00212\000\00213\000\00214\000\00215\000\00216\000\00217\000\00218\000\00219\000\002"
    "20\000\00221\000\00222\000\00223\000\00224\000\00225\000\00226\000\00227\000\00228\000\00229\000\002"
    "30\000\00231\000\00232\000\00233\000\00234\000\00235\000\00236\000\00237\000\00238\000\00239\000\002"
    "40\000\00241\000\00242\000\00243\000\00244\000\00245\000\00246\000\00247\000\00248\000\00249\000\002"
    "50\000\00251\000\00252\000\00253\000\00254\000\00255\000\00256\000\00257\000\00258\000\00259\000\002"
    "60\000\00261\000\00262\000\00263\000\00264\000\00265\000\00266\000\00267\000\00268\000\00269\000\002"
    "70\000\00271\000\00272\000\00273\000\00274\000\00275\000\00276\000\00277\000\00278\000\00279\000\002"
    "80\000\00281\000\00282\000\00283\000\00284\000\00285\000\00286\000\00287\000\00288\000\00289\000\002"
    "90\000\00291\000\00292\000\00293\000\00294\000\00295\000\00296\000\00297\000\00298\000\00299\000\002"
    "100\003101\003102\003103\003104\003105\003106\003107\003108\003109\003"
    "110\003111\003112\003113\003114\003115\003116\003117\003118\003119\003"
    "120\003121\003122\003123\003124\003125\003126\003127\003128\003129\003"
    "130\003131\003132\003133\003134\003135\003136\003137\003138\003139\003"
    "140\003141\003142\003143\003144\003145\003146\003147\003148\003149\003"
    "150\003151\003152\003153\003154\003155\003156\003157\003158\003159\003"
    "160\003161\003162\003163\003164\003165\003166\003167\003168\003169\003"
    "170\003171\003172\003173\003174\003175\003176\003177\003178\003179\003"
    "180\003181\003182\003183\003184\003185\003186\003187\003188\003189\003"
    "190\003191\003192\003193\003194\003195\003196\003197\003198\003199\003"
    "200\003201\003202\003203\003204\003205\003206\003207\003208\003209\003"
    "210\003211\003212\003213\003214\003215\003216\003217\003218\003219\003"
    "220\003221\003222\003223\003224\003225\003226\003227\003228\003229\003"
    "230\003231\003232\003233\003234\003235\003236\003237\003238\003239\003"
    "240\003241\003242\003243\003244\003245\003246\003247\003248\003249\003"
    "250\003251\003252\003253\003254\003255\003256\003257\003258\003259\003"
    "260\003261\003262\003263\003264\003265\003266\003267\003268\003269\003"
    "270\003271\003272\003273\003274\003275\003276\003277\003278\003279\003"
    "280\003281\003282\003283\003284\003285\003286\003287\003288\003289\003"
    "290\003291\003292\003293\003294\003295\003296\003297\003298\003299\003"
    "300\003301\003302\003303\003304\003305\003306\003307\003308\003309\003"
    "310\003311\003312\003313\003314\003315\003316\003317\003318\003319\003"
    "320\003321\003322\003323\003324\003325\003326\003327\003328\003329\003"
    "330\003331\003332\003333\003334\003335\003336\003337\003338\003339\003"
    "340\003341\003342\003343\003344\003345\003346\003347\003348\003349\003"
    "350\003351\003352\003353\003354\003355\003356\003357\003358\003359\003"
    "360\003361\003362\003363\003364\003365\003366\003367\003368\003369\003"
    "370\003371\003372\003373\003374\003375\003376\003377\003378\003379\003"
    "380\003381\003382\003383\003384\003385\003386\003387\003388\003389\003"
    "390\003391\003392\003393\003394\003395\003396\003397\003398\003399\003"
    "400\003401\003402\003403\003404\003405\003406\003407\003408\003409\003"
    "410\003411\003412\003413\003414\003415\003416\003417\003418\003419\003"
    "420\003421\003422\003423\003424\003425\003426\003427\003428\003429\003"
    "430\003431\003432\003433\003434\003435\003436\003437\003438\003439\003"
    "440\003441\003442\003443\003444\003445\003446\003447\003448\003449\003"
    "450\003451\003452\003453\003454\003455\003456\003457\003458\003459\003"
    "460\003461\003462\003463\003464\003465\003466\003467\003468\003469\003"
    "470\003471\003472\003473\003474\003475\003476\003477\003478\003479\003"
    "480\003481\003482\003483\003484\003485\003486\003487\003488\003489\003"
    "490\003491\003492\003493\003494\003495\003496\003497\003498\003499\003"
    "500\003501\003502\003503\003504\003505\003506\003507\003508\003509\003"
    "510\003511\003512\003513\003514\003515\003516\003517\003518\003519\003"
    "520\003521\003522\003523\003524\003525\003526\003527\003528\003529\003"
    "530\003531\003532\003533\003534\003535\003536\003537\003538\003539\003"
    "540\003541\003542\003543\003544\003545\003546\003547\003548\003549\003"
    "550\003551\003552\003553\003554\003555\003556\003557\003558\003559\003"
    "560\003561\003562\003563\003564\003565\003566\003567\003568\003569\003"
    "570\003571\003572\003573\003574\003575\003576\003577\003578\003579\003"
    "580\003581\003582\003583\003584\003585\003586\003587\003588\003589\003"
    "590\003591\003592\003593\003594\003595\003596\003597\003598\003599\003"
    "600\003601\003602\003603\003604\003605\003606\003607\003608\003609\003"
    "610\003611\003612\003613\003614\003615\003616\003617\003618\003619\003"
    "620\003621\003622\003623\003624\003625\003626\003627\003628\003629\003"
    "630\003631\003632\003633\003634\003635\003636\003637\003638\003639\003"
    "640\003641\003642\003643\003644\003645\003646\003647\003648\003649\003"
    "650\003651\003652\003653\003654\003655\003656\003657\003658\003659\003"
    "660\003661\003662\003663\003664\003665\003666\003667\003668\003669\003"
    "670\003671\003672\003673\003674\003675\003676\003677\003678\003679\003"
    "680\003681\003682\003683\003684\003685\003686\003687\003688\003689\003"
    "690\003691\003692\003693\003694\003695\003696\003697\003698\003699\003"
    "700\003701\003702\003703\003704\003705\003706\003707\003708\003709\003"
    "710\003711\003712\003713\003714\003715\003716\003717\003718\003719\003"
    "720\003721\003722\003723\003724\003725\003726\003727\003728\003729\003"
    "730\003731\003732\003733\003734\003735\003736\003737\003738\003739\003"
    "740\003741\003742\003743\003744\003745\003746\003747\003748\003749\003"
    "750\003751\003752\003753\003754\003755\003756\003757\003758\003759\003"
    "760\003761\003762\003763\003764\003765\003766\003767\003768\003769\003"
    "770\003771\003772\003773\003774\003775\003776\003777\003778\003779\003"
    "780\003781\003782\003783\003784\003785\003786\003787\003788\003789\003"
    "790\003791\003792\003793\003794\003795\003796\003797\003798\003799\003"
    "800\003801\003802\003803\003804\003805\003806\003807\003808\003809\003"
    "810\003811\003812\003813\003814\003815\003816\003817\003818\003819\003"
    "820\003821\003822\003823\003824\003825\003826\003827\003828\003829\003"
    "830\003831\003832\003833\003834\003835\003836\003837\003838\003839\003"
    "840\003841\003842\003843\003844\003845\003846\003847\003848\003849\003"
    "850\003851\003852\003853\003854\003855\003856\003857\003858\003859\003"
    "860\003861\003862\003863\003864\003865\003866\003867\003868\003869\003"
    "870\003871\003872\003873\003874\003875\003876\003877\003878\003879\003"
    "880\003881\003882\003883\003884\003885\003886\003887\003888\003889\003"
    "890\003891\003892\003893\003894\003895\003896\003897\003898\003899\003"
    "900\003901\003902\003903\003904\003905\003906\003907\003908\003909\003"
    "910\003911\003912\003913\003914\003915\003916\003917\003918\003919\003"
    "920\003921\003922\003923\003924\003925\003926\003927\003928\003929\003"
    "930\003931\003932\003933\003934\003935\003936\003937\003938\003939\003"
    "940\003941\003942\003943\003944\003945\003946\003947\003948\003949\003"
    "950\003951\003952\003953\003954\003955\003956\003957\003958\003959\003"
    "960\003961\003962\003963\003964\003965\003966\003967\003968\003969\003"
    "970\003971\003972\003973\003974\003975\003976\003977\003978\003979\003"
    "980\003981\003982\003983\003984\003985\003986\003987\003988\003989\003"
    "990\003991\003992\003993\003994\003995\003996\003997\003998\003999\003";
/* tables.sh: end */

static const char __qrintf_hexdigits[2][17] __attribute__((__unused__)) = {
    "0123456789abcdef", "0123456789ABCDEF"
};

/* 10^k: the bounds of %0Nd fields, and the scales of %f. */
static const unsigned __qrintf_p10[10] __attribute__((__unused__)) = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000
};

/* The byte order, for the word-at-a-time conversions; the compiler folds it. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_little_endian(void)
{
    const unsigned one = 1;
    return *(const unsigned char *)&one == 1;
}

/* Number of decimal digits of v (1 for 0): an estimate from the bit length, corrected
 * by one comparison with a power of ten. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_ndig32(unsigned v)
{
    static const unsigned p10[10] = {
        0, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000
    };
    unsigned t = ((32u - (unsigned)__builtin_clz(v | 1)) * 1233u) >> 12;
    return t + (v >= p10[t]);
}

static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_ndig64(__qrintf_ull v)
{
    static const __qrintf_ull p10[20] = {
        0, 10u, 100u, 1000u, 10000u, 100000u, 1000000u, 10000000u, 100000000u, 1000000000u,
        10000000000u, 100000000000u, 1000000000000u, 10000000000000u, 100000000000000u,
        1000000000000000u, 10000000000000000u, 100000000000000000u,
        1000000000000000000u, 10000000000000000000u
    };
    unsigned t = ((64u - (unsigned)__builtin_clzll(v | 1)) * 1233u) >> 12;
    return t + (v >= p10[t]);
}

/* Below 1000, without a branch on the digit count (random lengths defeat the branch
 * predictor): each digit is stored at its place clamped to p, most significant first, so
 * that the later stores overwrite the clamped ones. Stores stay within p[0, n). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec3(char *p, unsigned v)
{
    unsigned a = (v * 5243u) >> 19;            /* v / 100, exact below 43699 */
    unsigned r = v - 100 * a;
    unsigned b = (r * 205u) >> 11;             /* r / 10, exact below 1029 */
    unsigned ge10 = (v + 1014) >> 10;          /* v >= 10 and v >= 100, as arithmetic */
    unsigned ge100 = (v + 924) >> 10;          /* so that no branch comes back */
    p[0] = (char)('0' + a);
    p[ge100] = (char)('0' + b);
    p[ge10 + ge100] = (char)('0' + r - 10 * b);
    return 1 + ge10 + ge100;
}

/* The two digits of x < 100, a leading zero included, in the table: the entry of 100 + x
 * past its first digit. The index is as wide as a pointer, here and in the fixed point's
 * heads and digits (__qrintf_frac_scale), so that its scaling by 4 is the load's address
 * mode: an unsigned one costs the truncation first, one instruction more at each pair,
 * two (a shift and a 64-bit mask) with clang after wide.h's empty asm (make bench's %d,
 * repeating, 1.07 -> 0.98 of jeaiii's itoa's time with clang, 1.03 -> 0.99 with gcc, on
 * 2026-12-02). */
static __inline__ __attribute__((__always_inline__, __unused__))
const char *__qrintf_two_digits(__qrintf_size x)
{
    return __qrintf_dec_table + 401 + 4 * x;
}

/* The same idea for longer numbers, two digits at a time: pair k (of the number written
 * with all its leading zeros) belongs at p + 2k - start; a pair left of p is stored at p
 * and overwritten later, and the pair that straddles p is taken one byte further into
 * the table, so that its second digit lands on p. Needs at least two digits. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_pair(char *p, int k, unsigned start, unsigned x)
{
    int t = 2 * k - (int)start;
    __builtin_memcpy(p + (t & ~(t >> 31)), __qrintf_two_digits(x) + (t == -1), 2);
}

/* Four digits, leading zeros included, as pairs k and k + 1. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_quad(char *p, int k, unsigned start, unsigned x)
{
    unsigned hi = (x * 5243u) >> 19;           /* x / 100 */
    __qrintf_pair(p, k, start, hi);
    __qrintf_pair(p, k + 1, start, x - 100 * hi);
}

/* The n digits of v < 10^n, leading zeros included, 2 <= n <= 10: as the last n of ten
 * digits, in up to five pairs and without a branch on v. Where n is a constant (a %f
 * precision, a %02d), only the pairs that can hold digits are made: for two, the one pair
 * (gcc kept the store of the empty pair before it, which the last one covers: 20 bytes
 * and 1.6M instructions of compile a format of sprintf's "%02d"). */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_dec10_last(char *p, unsigned v, unsigned n)
{
    unsigned start = 10 - n, hi = n > 8 ? v / 100000000u : 0, lo = v - 100000000u * hi;
    unsigned a = n > 4 ? lo / 10000u : 0;
    if (n > 8)
        __qrintf_pair(p, 0, start, hi);
    if (n > 4)
        __qrintf_quad(p, 1, start, a);
    if (n > 2)
        __qrintf_quad(p, 3, start, lo - 10000u * a);
    else
        __qrintf_pair(p, 4, start, lo);
}

/* The eight digits of x < 10^8, leading zeros included, as a word whose bytes in memory
 * are the digit values (0 to 9) in order, whatever the byte order: the word is split
 * into lanes all at once, two lanes of four digits, then four of two, then eight of one.
 * A split of lanes by d holding s bits each, q the quotients: on a little-endian machine
 * the quotient goes to the low half of each lane (the first in memory), so the lanes
 * become (w << s) + q * (1 - (d << s)), that is q and w - d * q side by side, in one
 * multiply-add (big-endian: w + q * ((1 << s) - d)). The quotients: x / 10^4 as
 * * 109951163 >> 40 (exact below 10^8), / 100 as * 5243 >> 19 (below 43699), / 10 as
 * * 103 >> 10 (below 1029), each product within its lane. No 64-bit literal, of which
 * C89 knows none. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_lanes_split(__qrintf_ull w, __qrintf_ull q, unsigned d, unsigned s)
{
    __qrintf_ull one = 1;
    return __qrintf_little_endian() ? (w << s) + q * (one - ((__qrintf_ull)d << s)) : w + q * ((one << s) - d);
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_dec8_lanes(unsigned x)
{
    __qrintf_ull w = x;
    w = __qrintf_lanes_split(w, w * 109951163u >> 40, 10000, 32);
    w = __qrintf_lanes_split(w, (w * 5243 >> 19) & ((__qrintf_ull)0x7fu << 32 | 0x7fu), 100, 16);
    return __qrintf_lanes_split(w, (w * 103 >> 10) & ((__qrintf_ull)0x000f000fu << 32 | 0x000f000fu), 10, 8);
}

/* The four digits of x < 10^4, leading zeros included, as a 32-bit word of lanes as
 * __qrintf_dec8_lanes makes eight: split by 100, then by 10, each split as there. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec4_lanes(unsigned x)
{
    int le = __qrintf_little_endian();
    unsigned q = (x * 5243u) >> 19;
    x = le ? (x << 16) + q * (1u - (100u << 16)) : x + q * ((1u << 16) - 100u);
    q = (x * 103u >> 10) & 0x000f000fu;
    return le ? (x << 8) + q * (1u - (10u << 8)) : x + q * ((1u << 8) - 10u);
}

/* Digit values (0 to 9) in every byte as characters. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_dec8_chars(__qrintf_ull lanes)
{
    return lanes | ((__qrintf_ull)0x30303030u << 32 | 0x30303030u);
}

/* The same as characters. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_dec8_word(unsigned x)
{
    return __qrintf_dec8_chars(__qrintf_dec8_lanes(x));
}

/* The last n digits of v at p, leading zeros included, two a step from the end: the
 * kernels' code when the build favours size. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_dec_loop(char *p, unsigned v, unsigned n)
{
    for (; n >= 2; v /= 100) {
        n -= 2;
        __builtin_memcpy(p + n, __qrintf_two_digits(v % 100), 2);
    }
    if (n)
        p[0] = (char)('0' + v);
}

/* Below 1000 in one 4-byte copy from the table, the digits first: the bytes after them
 * are garbage that the text after the number overwrites, so the caller must know that
 * at least 3 more bytes follow (the terminator counts, or the kernel's digits after). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec3_wide(char *p, __qrintf_size v)
{
    unsigned w; /* one load: the length is the entry's last byte */
    __builtin_memcpy(&w, __qrintf_dec_table + 4 * v, 4);
    __builtin_memcpy(p, &w, 4);
    return __qrintf_little_endian() ? w >> 24 : w & 0xff;
}

/* v < 10^9 divided by 10^k (k is 3, for v < 10^6, or 6) in fixed point: stores the
 * quotient, the head, at *head and returns the fraction, whose digits __qrintf_frac_next
 * brings out from the top. Here a fraction of 32 bits, in the product's low half: v
 * scaled by 2^32 / 1000 rounded up (4294968, too large by 0.704: the excess, below 0.704
 * * 10^6, stays short of the third digit's unit, 2^32 / 1000), or by 2^50 / 10^6
 * rounded up (1125899907, too large by 0.157376; small enough for an instruction's
 * immediate operand), plus 2^18, then shifted by 18: that fraction lies above the last
 * six digits' exact value, (v mod 10^6) * 2^32 / 10^6 (the 2^18 added outweighs what the
 * shift drops), and less than 1 + v * 0.157376 / 2^18 < 602 above it, short of the sixth
 * digit's unit, 4294.97; the product stays below 2^60. Until 2026-12-02 the second
 * fraction was 50 bits wide: its mask at each pair was an and with a 64-bit constant,
 * where that of 32 bits is a move, which the processor's renaming can drop (three ands
 * and the constant's load for an add and a shift). wide.h's form, where the target has a
 * 128-bit product, keeps fractions of 64 bits. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull (__qrintf_frac_scale)(unsigned v, int k, __qrintf_size *head)
{
    __qrintf_ull m = (((__qrintf_ull)1 << 50) + 999999u) / 1000000u, y;
    y = k == 3 ? (__qrintf_ull)v * 4294968u : ((__qrintf_ull)v * m + (1u << 18)) >> 18;
    *head = (__qrintf_size)(y >> 32);
    return y;
}

/* The fraction f times m (10 or 100): stores the digits that rise above it at *top and
 * returns the fraction after them. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull (__qrintf_frac_next)(__qrintf_ull f, unsigned m, __qrintf_size *top)
{
    f = (f & 0xffffffffu) * m;
    *top = (__qrintf_size)(f >> 32);
    return f;
}

/* Digits from the top, two per multiplication: the pair that the fraction f holds next
 * goes to p; returns the fraction after it. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_top_pair(char *p, __qrintf_ull f)
{
    __qrintf_size d;
    f = __qrintf_frac_next(f, 100, &d);
    __builtin_memcpy(p, __qrintf_two_digits(d), 2);
    return f;
}

/* The six digits of the fraction f at p (the head is the caller's). */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_frac6(char *p, __qrintf_ull f)
{
    __qrintf_top_pair(p + 4, __qrintf_top_pair(p + 2, __qrintf_top_pair(p, f)));
}

/* The eight digits of t < 10^8, leading zeros included: t / 10^6 is the first pair, the
 * fraction the six after. Every store lies within the digits. A chain shorter in
 * instructions than __qrintf_dec10_last's splits by 10^4 and 100, which measured up to
 * 1.2x its time (ten digits, clang) in the kernel below. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_dec_top(char *p, unsigned t)
{
    __qrintf_size h;
    __qrintf_ull f = __qrintf_frac_scale(t, 6, &h);
    __builtin_memcpy(p, __qrintf_two_digits(h), 2);
    __qrintf_frac6(p + 2, f);
}

/* The decimal kernel's classes of lengths (see __qrintf_udec32_in): the digits of v at
 * p, four to six of them; returns their number. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec_4to6(char *p, unsigned v)
{
    __qrintf_size h;
    __qrintf_ull y = __qrintf_frac_scale(v, 3, &h);
    unsigned n = __qrintf_dec3_wide(p, h);
    y = __qrintf_top_pair(p + n, y);
    __qrintf_frac_next(y, 10, &h);
    p[n + 2] = (char)('0' + h);
    return n + 3;
}

/* Seven to nine. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec_7to9(char *p, unsigned v)
{
    __qrintf_size h;
    __qrintf_ull y = __qrintf_frac_scale(v, 6, &h);
    unsigned n = __qrintf_dec3_wide(p, h);
    __qrintf_frac6(p + n, y);
    return n + 6;
}

/* Ten. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec_10(char *p, unsigned v)
{
    __qrintf_size h = v / 100000000;
    __builtin_memcpy(p, __qrintf_two_digits(h), 2);
    __qrintf_dec_top(p + 2, v - 100000000 * h);
    return 10;
}

/* The decimal kernel: the digits of v at p; returns their number. Below 1000 without a
 * branch on the length (random lengths defeat the branch predictor). Above, two branches
 * make three classes of lengths, which the predictor learns where lengths repeat (the
 * common case: ports, sizes, counters), each a short chain: four to six digits as v
 * scaled by 2^32 / 1000 rounded up (4294968, too large by 0.704: the fraction's excess,
 * below 0.704 * 10^6, stays short of the third digit's unit, 2^32 / 1000), whose head,
 * v / 1000, comes from the table (its entry's four bytes stored at once, the length its
 * last; the bytes past the digits are overwritten) and whose fraction holds a pair and a
 * digit (one multiplication where v / 1000 and its remainder's quotients took four until
 * 2026-12-02: make bench's %d, repeating, 0.95x of the time with gcc and 0.97x with
 * clang, four to six digits alone 0.90x and 0.94x); seven to nine as v scaled by 2^32 /
 * 10^6 (__qrintf_frac_scale), whose head, v / 10^6, comes from the table the same way,
 * and whose fraction holds the six digits after it (one multiplication and one
 * subtraction less than v / 10^6 and then its remainder scaled: a loop of a million %d
 * and %llu calls, 194.6M -> 190.8M instructions with gcc, 190.6M -> 190.4M with clang);
 * ten as a pair and eight from the top. Against the word of eight digits that was the kernel
 * until 2026-11-30 (every length from four to ten in the same some 40 instructions, six
 * multiplications one after the other, and one branch, at 10^8), make bench's %d: where
 * lengths repeat, 0.84x of its time with gcc and 0.83x with clang (1.08x of the
 * floor's), where they are random 1.10x and 1.16x (a misprediction more in some calls;
 * 0.71x and 0.65x of the floor's); with gcc -m32, which has no 64-bit multiplication,
 * 0.53x where they repeat and 0.69x where not. The class of four to six digits takes
 * its pair from the fraction before its digit, so that the pair waits on two
 * multiplications, not three (the digit first until 2026-12-02: the same time in make
 * bench, 0.3 instructions a call more), and stores it first: a store of the digit before
 * the pair made gcc's %llu of four to six digits 3.05 ns a number against 2.48 (make
 * bench-lengths, 2026-12-02). When the build favours size, the digit loop instead. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_udec32_in(char *p, unsigned v)
{
    unsigned n;
    if (!__QRINTF_FAST) {
        n = __qrintf_ndig32(v);
        __qrintf_dec_loop(p, v, n);
        return n;
    }
    if (v < 1000)
        return __qrintf_dec3(p, v);
    if (v < 1000000)
        return __qrintf_dec_4to6(p, v);
    if (v < 1000000000)
        return __qrintf_dec_7to9(p, v);
    return __qrintf_dec_10(p, v);
}

/* The kernel as a function of its own, which the converters call (its code in place
 * only in __qrintf_u32k's and __qrintf_udec's). */
static __attribute__((__unused__))
unsigned __qrintf_udec32(char *p, unsigned v)
{
    return __qrintf_udec32_in(p, v);
}

/* The kernel for 1000 <= v < 65536, a value the compiler knows to be below 2^16 (%hu, an
 * unsigned short, v & 0xffff): h = v / 100 (two or three digits) from the table as
 * __qrintf_dec3_wide stores it, then the last pair over the bytes past h's digits. One
 * multiplication and two loads, against three multiplications one after the other from
 * the top (until 2026-11-30; gcc made its length a branch): 0.82x of its time with gcc
 * where lengths are random and 0.88x where they repeat, 0.98x with clang (an A/B of
 * both in the two places of one program, each way round). Every store lies within the
 * digits, and the length comes from v, not from the table, so that the last store's
 * place does not wait for the load. Inline: the code is short, and only a format whose
 * value the compiler knows to fit 16 bits has it. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_udec16(char *p, unsigned v)
{
    unsigned h = (unsigned)((__qrintf_ull)v * 83887u >> 23), n = 4 + (v > 9999);
    __qrintf_dec3_wide(p, h); /* v / 100, exact below 2^16 (83887 = 2^23 / 100 rounded up) */
    __builtin_memcpy(p + n - 2, __qrintf_two_digits(v - 100 * h), 2);
    return n;
}

/* The significant digits of a word of lanes w (not 0) at p, as one 8-byte store whose
 * bytes after them the caller's next store covers; returns their number. z counts the
 * leading zero digits in bits, and the shift by it moves the significant digits to the
 * word's start in memory. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_lanes_put(char *p, __qrintf_ull w)
{
    int le = __qrintf_little_endian();
    unsigned z = (unsigned)(le ? __builtin_ctzll(w) : __builtin_clzll(w)) & ~7u;
    w = __qrintf_dec8_chars(w);
    w = le ? w >> z : w << z;
    __builtin_memcpy(p, &w, 8);
    return 8 - z / 8;
}

/* The digits of v >= 2^32 at p, q = v / 10^8; returns their number. v as q and l, the last
 * eight digits, and one branch, at 10^16, that the predictor learns where lengths repeat:
 * below it (ten to sixteen digits) q is a word of lanes, whose significant digits go to
 * p, then l's eight from the top after them; above (seventeen to twenty), h = q / 10^8
 * (at most 1844) in four lanes, then m = q - 10^8 * h and l, eight digits each from the
 * top. Each store covers the bytes past the digits of the one before. Against the same
 * work with no branch (three words for every number, the first empty below 10^16, as it
 * was until 2026-11-29): 0.95x of its time where lengths are random, 0.8x where they
 * repeat; the eights from the top instead of words of lanes (until 2026-11-30): 0.9x
 * where they repeat, about the same where they do not. The compiled converters take
 * wide.h's form where the target has SSE2; the name in parentheses keeps its macro off
 * this definition. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned (__qrintf_udec_big)(char *p, __qrintf_ull v, __qrintf_ull q)
{
    __qrintf_ull h, w;
    unsigned n;
    if (v < (__qrintf_ull)100000000u * 100000000u) {
        n = __qrintf_lanes_put(p, __qrintf_dec8_lanes((unsigned)q));
    } else {
        h = q / 100000000u;
        w = __qrintf_dec4_lanes((unsigned)h); /* the last four lanes of a word of eight */
        n = __qrintf_lanes_put(p, __qrintf_little_endian() ? w << 32 : w);
        __qrintf_dec_top(p + n, (unsigned)(q - 100000000u * h));
        n += 8;
    }
    __qrintf_dec_top(p + n, (unsigned)(v - 100000000u * q));
    return n + 8;
}

/* The same for 64 bits. When the build favours speed, the 32-bit kernel's classes in
 * place, one branch after the other up to 2^32, then __qrintf_udec_big: lengths at
 * random mispredict fewer of these branches than of a first one at 2^32, which took the
 * kernel's code whole below it until 2026-12-02 (make bench's values, of uniform bit
 * lengths, lie half on either side): its %llu at random, 0.89x of the time with gcc and
 * with clang (qrintf/jeaiii's itoa 0.789 -> 0.697 and 0.760 -> 0.672, nine alternating
 * rounds), where lengths repeat the same (0.832 -> 0.841, 0.840 -> 0.852), 1% more
 * instructions. The branch at 10^6 comes before the one at 1000, which most callers
 * have taken inline: above 10^6, one branch less. When the build favours size, the
 * 32-bit kernel is called, for v or for h = q / 10^8 or q, then the digit loop. A file
 * whose numbers all fit 32 bits carries none of this (__qrintf_udec32). */
static __attribute__((__unused__))
unsigned __qrintf_udec(char *p, __qrintf_ull v)
{
    __qrintf_ull q, h;
    unsigned n;
    if (__QRINTF_FAST) {
        if (v < 1000000)
            return v < 1000 ? __qrintf_dec3(p, (unsigned)v) : __qrintf_dec_4to6(p, (unsigned)v);
        if (v < 1000000000)
            return __qrintf_dec_7to9(p, (unsigned)v);
        if (v <= 0xffffffffu)
            return __qrintf_dec_10(p, (unsigned)v);
        return __qrintf_udec_big(p, v, v / 100000000u);
    }
    if (v <= 0xffffffffu)
        return __qrintf_udec32(p, (unsigned)v);
    q = v / 100000000u;
    h = q / 100000000u;
    n = __qrintf_udec32(p, (unsigned)(h ? h : q));
    if (h) {
        __qrintf_dec_loop(p + n, (unsigned)(q - 100000000u * h), 8);
        n += 8;
    }
    __qrintf_dec_loop(p + n, (unsigned)(v - 100000000u * q), 8);
    return n + 8;
}

/* Hexadecimal (conv 'x' or 'X') or octal ('o') digits at p, their number from the bit
 * length. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_nradix(__qrintf_ull v, int conv)
{
    unsigned bits = 64u - (unsigned)__builtin_clzll(v | 1);
    return conv == 'o' ? (bits + 2) / 3 : (bits + 3) / 4; /* divisions by constants */
}

static __attribute__((__unused__))
unsigned __qrintf_radix(char *p, __qrintf_ull v, int conv)
{
    unsigned shift = conv == 'o' ? 3 : 4, mask = (1u << shift) - 1, n = __qrintf_nradix(v, conv);
    const char *digits = __qrintf_hexdigits[conv == 'X'];
    char *e = p + n;
    do {
        *--e = digits[v & mask];
        v >>= shift;
    } while (e != p);
    return n;
}

/* Eight hexadecimal digits of x in one 64-bit word, most significant first in memory:
 * the nibbles are spread one to a byte, byte-swapped, and turned into characters by
 * adding '0' and, where a nibble is 10 or more, the distance to the letters. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_hex8(unsigned x, int upper)
{
    __qrintf_ull t = x;
    t = (t | t << 16) & 0x0000ffff0000ffff;
    t = (t | t << 8) & 0x00ff00ff00ff00ff;
    t = (t | t << 4) & 0x0f0f0f0f0f0f0f0f;
    if (__qrintf_little_endian()) /* the most significant digit goes first in memory */
        t = __builtin_bswap64(t);
    return t + 0x3030303030303030 +
           ((t + 0x0606060606060606) >> 4 & 0x0101010101010101) * (upper ? 7u : 39u);
}

/* Sixteen hexadecimal digits of v, leading zeros included, at d; returns how many of the
 * last ones are significant. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_hex16(char *d, __qrintf_ull v, int upper)
{
    __qrintf_ull hi = __qrintf_hex8((unsigned)(v >> 32), upper), lo = __qrintf_hex8((unsigned)v, upper);
    __builtin_memcpy(d, &hi, 8);
    __builtin_memcpy(d + 8, &lo, 8);
    return __qrintf_nradix(v, 'x');
}

/* The digits of v in d[24] for conversion conv (d u o x X); returns their number. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_digits(char *d, __qrintf_ull v, int conv)
{
    return conv == 'u' || conv == 'd' ? __qrintf_udec(d, v) : __qrintf_radix(d, v, conv);
}

/* Below 1000 from the table as __qrintf_dec3_wide, when only the terminator is sure to
 * follow: two bytes ending one byte past the digits, over the byte the terminator or the
 * text after the number takes, then two at the start. In that order, the first bytes,
 * which the caller may read next, come from the store whose place is known, not from
 * the one whose place waits for the table's load (the other way round, a single digit's
 * read of p[0] stalled on it: make bench's 16-bit %u where lengths repeat, 0.975x ->
 * 0.845x of the floor's time with gcc, median of ten runs). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec3_near(char *p, __qrintf_size v)
{
    const char *t = __qrintf_dec_table + 4 * v;
    unsigned n = (unsigned char)t[3];
    __builtin_memcpy(p + n - 1, t + n - 1, 2);
    __builtin_memcpy(p, t, 2);
    return n;
}

/* A value below 1000 from the table: slack is how many bytes the rest of the call surely
 * writes after the number (the terminator counts), over which the copies may run. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec3_at(char *p, unsigned v, int slack)
{
    return slack >= 3 ? __qrintf_dec3_wide(p, v) : __qrintf_dec3_near(p, v);
}

/* %u without flags, width or precision: below 1000 inline, else the kernel, the 16-bit
 * one, inline, where the compiler can tell that the value fits it (%hu, an unsigned
 * short, v & 0xffff). Where it cannot, the compiler carries the 16-bit kernel's code
 * until it drops it after inlining: %d asking too cost a format compiled in its file
 * some 2.6M instructions of compile with gcc -O2 and 3.6M with clang (fifty sprintf
 * formats "%dzN", each in a function of its own: 723.7M -> 852.5M and 471.9M -> 652.8M;
 * a file of one such call 117.1M -> 123.7M and 124.2M -> 135.3M); %lu, %ld and the
 * like, whose values seldom fit, do not ask it. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_u32(char *p, unsigned v, int slack)
{
    if (v < 1000)
        return p + __qrintf_dec3_at(p, v, slack);
    if (__QRINTF_FAST && __builtin_constant_p(v <= 0xffff) && v <= 0xffff)
        return p + __qrintf_udec16(p, v);
    return p + __qrintf_udec32(p, v);
}

/* The sign of v stored at *p, and *p moved past it, when v is negative (else the digits
 * overwrite it); returns the magnitude. No branch, which random signs would defeat: the
 * magnitude as a negation and a conditional move, seven instructions with the sign's
 * store and step, where gcc made nine of a mask s = -(v >> 31) and (v ^ s) - s (clang
 * the same of both): make bench's %d, repeating, 0.92x of the time with gcc. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_sign32(char **p, int v)
{
    **p = '-';
    *p += (unsigned)v >> 31;
    return v < 0 ? 0u - (unsigned)v : (unsigned)v;
}

/* %u and %d out of line: all of a printf-family call's, whose time goes to the stream
 * (see emit.c's emit_write), the call that costs a format least to compile, and the
 * values of sprintf's %d beyond the table's (__qrintf_i32, below). The measuring
 * leaves a byte after the number at least. The kernel's code is in it, not called, when
 * the build favours speed: one call less per number (the CSV row of bench/stream_run.sh,
 * three numbers: 1.09x -> 1.11x {fmt}'s speed with gcc). */
static __attribute__((__unused__))
char *__qrintf_u32k(char *p, unsigned v)
{
    if (v < 1000)
        return p + __qrintf_dec3_near(p, v);
    return p + (__QRINTF_FAST ? __qrintf_udec32_in(p, v) : __qrintf_udec32(p, v));
}

static __attribute__((__unused__))
char *__qrintf_i32k(char *p, int v)
{
    unsigned m = __qrintf_sign32(&p, v);
    return __qrintf_u32k(p, m);
}

/* %d without flags, width or precision: from 0 to 999 inline, as %u, any other value
 * by __qrintf_i32k, sign and all, but one that the compiler can tell lies in 0 to 65535
 * (an unsigned short or a uint16_t promoted) by the 16-bit kernel, as %u. With the sign
 * made inline too, a format cost some 5.7M instructions more to compile at gcc -O2
 * (sprintf's "%d": 18.7M against 13.0M, and plain gcc's 4.9M for the call), and its
 * calls ran more instructions, not fewer. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_i32(char *p, int v, int slack)
{
    if ((unsigned)v < 1000)
        return p + __qrintf_dec3_at(p, (unsigned)v, slack);
    if (__QRINTF_FAST && __builtin_constant_p((unsigned)v <= 0xffff) && (unsigned)v <= 0xffff)
        return p + __qrintf_udec16(p, (unsigned)v);
    return __qrintf_i32k(p, v);
}

/* %llu and the like out of line (the printf family's, as __qrintf_u32k). */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_u64k(char *p, __qrintf_ull v)
{
    return p + __qrintf_udec(p, v);
}

/* %lld and the like out of line, sign and digits; the magnitude by a mask: in 64 bits,
 * __qrintf_sign32's form is a branch on 32-bit targets (gcc -m32, ARM). */
static __attribute__((__unused__))
char *__qrintf_i64k(char *p, __qrintf_ll v)
{
    __qrintf_ull s = 0u - ((__qrintf_ull)v >> 63);
    *p = '-';
    p += s & 1;
    return p + __qrintf_udec(p, ((__qrintf_ull)v ^ s) - s);
}

/* %llu, %lld and the like without flags, width or precision: from 0 to 999 inline, as
 * %u and %d, any other value out of line; %llu of a value that the compiler can tell
 * fits 32 bits (an unsigned converted, a mask) by the 32-bit kernel, which
 * __qrintf_udec would call for it (a jump less; the question costs a file of one
 * sprintf of "%llu" 119.6M -> 121.5M instructions of compile with gcc -O2, 127.4M ->
 * 129.9M with clang). Until 2026-12-01 every value was a call: make bench-lengths' %llu
 * of one to three digits took 1.0x to 2.5x the floor's time, against 0.4x to 1.1x now. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_u64(char *p, __qrintf_ull v, int slack)
{
    if (v < 1000)
        return p + __qrintf_dec3_at(p, (unsigned)v, slack);
    if (__builtin_constant_p(v <= 0xffffffffu) && v <= 0xffffffffu)
        return p + __qrintf_udec32(p, (unsigned)v);
    return __qrintf_u64k(p, v);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_i64(char *p, __qrintf_ll v, int slack)
{
    if ((__qrintf_ull)v < 1000)
        return p + __qrintf_dec3_at(p, (unsigned)v, slack);
    return __qrintf_i64k(p, v);
}

/* %x, %X and %o without flags, width or precision. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_rad(char *p, __qrintf_ull v, int conv)
{
    return p + __qrintf_radix(p, v, conv);
}

/* Any integer conversion with flags, width or precision, C11 7.21.6.1p4-p8: m is the
 * magnitude, neg its sign, conv one of d u o x X (i is passed as d). A negative
 * precision means none. */
static __attribute__((__unused__))
char *__qrintf_int(char *p, __qrintf_ull m, int neg, int conv, int flags, int width, int prec)
{
    char d[24], pre[2];
    __qrintf_size nd = __qrintf_digits(d, m, conv), zeros = 0, w = __qrintf_width(width, &flags);
    unsigned np = 0;
    if (prec >= 0) {
        /* p8: a precision of 0 with the value 0 gives no digits */
        if (prec == 0 && m == 0)
            nd = 0;
        if ((__qrintf_size)prec > nd)
            zeros = (__qrintf_size)prec - nd;
    }
    if (conv == 'd') {
        pre[0] = __qrintf_sign(neg, flags);
        np = pre[0] != 0;
    } else if (flags & __QRINTF_HASH) {
        /* p6: '#' makes o start with 0 and gives x and X a 0x prefix for nonzero values */
        if (conv == 'o') {
            if (zeros == 0 && (nd == 0 || m != 0))
                zeros = 1;
        } else if (m != 0) {
            pre[0] = '0';
            pre[1] = (char)conv;
            np = 2;
        }
    }
    return __qrintf_field(p, pre, np, zeros, d, nd, w, flags & __QRINTF_MINUS,
                          (flags & (__QRINTF_ZERO | __QRINTF_MINUS)) == __QRINTF_ZERO && prec < 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_int_s(char *p, __qrintf_ll v, int flags, int width, int prec)
{
    __qrintf_ull m = v < 0 ? 0u - (__qrintf_ull)v : (__qrintf_ull)v;
    return __qrintf_int(p, m, v < 0, 'd', flags, width, prec);
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_int_u(char *p, __qrintf_ull v, int conv, int flags, int width, int prec)
{
    return __qrintf_int(p, v, 0, conv, flags, width, prec);
}

/* %0Nx and %0NX (1 <= w <= 16; w <= 8 for a 32-bit value): the last w of the
 * hexadecimal digits, leading zeros included, or all of them when there are more. held:
 * the type alone says that w digits hold every value, so no test. The digits come from
 * a word (__qrintf_hex8) when the build favours speed, where the value has 32 bits
 * (__qrintf_hexwl, below, takes the 64-bit ones), or from the digit loop. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_hexw(char *p, __qrintf_ull v, unsigned w, int upper, int held)
{
    char buf[16];
    unsigned nd;
    __qrintf_ull t;
    if (!__QRINTF_FAST) {
        nd = __qrintf_nradix(v, 'x');
        __builtin_memset(buf, '0', 16);
        __qrintf_radix(buf + 16 - nd, v, upper ? 'X' : 'x');
    } else {
        t = __qrintf_hex8((unsigned)v, upper);
        __builtin_memcpy(buf + 8, &t, 8);
        nd = __qrintf_nradix(v, 'x');
    }
    if (held || nd <= w) {
        __builtin_memcpy(p, buf + 16 - w, w);
        return p + w;
    }
    return __qrintf_put(p, buf + 16 - nd, nd);
}

/* The same for a 64-bit value: when the build favours speed, max(w, nd) of the sixteen
 * digits that two words make, in two moves of 8 that overlap when there are 8 or more,
 * with no branch on the value's length. A converter: inline, these words cost a format
 * some 30M instructions to compile (gcc -O2: fifty formats "%08lxzN" of sprintf, 35.4M a
 * format against 4.7M for "%lxzN"). */
static __attribute__((__unused__))
char *__qrintf_hexw64(char *p, __qrintf_ull v, unsigned w, int upper)
{
    char buf[16];
    unsigned nd = __qrintf_hex16(buf, v, upper);
    nd = nd < w ? w : nd;
    if (nd < 8)
        return __qrintf_put(p, buf + 16 - nd, nd);
    __builtin_memcpy(p, buf + 16 - nd, 8);
    __builtin_memcpy(p + nd - 8, buf + 8, 8);
    return p + nd;
}

/* %0Nlx and the like: the converter above, or the digit loop when the build favours size. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_hexwl(char *p, __qrintf_ull v, unsigned w, int upper, int held)
{
    return __QRINTF_FAST ? __qrintf_hexw64(p, v, w, upper) : __qrintf_hexw(p, v, w, upper, held);
}

/* The nine digits of v < 10^9, leading zeros included, at d. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_dec9(char *d, unsigned v)
{
    unsigned hi = v / 100000000u;
    __qrintf_ull w = __qrintf_dec8_word(v - 100000000u * hi);
    d[0] = (char)('0' + hi);
    __builtin_memcpy(d + 1, &w, 8);
}

/* %0Nd and %0Nu (2 <= w <= 9) of a value of 32 bits: the sign, then the digits with as
 * many leading zeros as make the width (C11 7.21.6.1p6: the zeros go after the sign), or
 * all the digits when there are more. */
static __attribute__((__unused__))
char *__qrintf_dec0(char *p, __qrintf_ll v, unsigned w)
{
    unsigned neg = v < 0, m = (unsigned)(neg ? 0u - (__qrintf_ull)v : (__qrintf_ull)v);
    unsigned n = __qrintf_ndig32(m) + neg;
    *p = '-';
    p += neg;
    if (n < w) {
        __builtin_memset(p, '0', w - n);
        p += w - n;
    }
    return p + __qrintf_udec32(p, m);
}

/* The same, inline for a value of w digits or fewer without a sign, the common case: its
 * last w digits. When the build favours size, always the function above. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_dec0w(char *p, __qrintf_ll v, unsigned w)
{
    if (__QRINTF_FAST && (__qrintf_ull)v < __qrintf_p10[w]) {
        __qrintf_dec10_last(p, (unsigned)v, w);
        return p + w;
    }
    return __qrintf_dec0(p, v, w);
}

/* %Nd and %Nu, right-justified or with the - flag, of a small width the format gives
 * (w <= 16), of a value of 32 bits: the w spaces stored first, a store of a constant
 * length (__qrintf_decw, below), then the number over them by __qrintf_decwk; a number as
 * long as the field or longer covers them all. No branch on whether the number fills the
 * field, which is as unpredictable as its length (__qrintf_gap). Made inline, the sign
 * and the field cost each format some 21M instructions more to compile at gcc -O2 (26M
 * against 5M for sprintf's "%5d"), for no measurable time: make bench's %5d|%-8s|%08lx
 * took the same with this converter's call and the kernel's after it. */
static __attribute__((__unused__))
char *__qrintf_decwk(char *p, __qrintf_ll v, unsigned w, int left)
{
    unsigned neg = v < 0, m = (unsigned)(neg ? 0u - (__qrintf_ull)v : (__qrintf_ull)v);
    unsigned n = __qrintf_ndig32(m) + neg;
    unsigned pad = (unsigned)__qrintf_gap(w, n);
    char *q = left ? p : p + pad;
    *q = '-';
    __qrintf_udec32(q + neg, m);
    return p + n + pad;
}

static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_decw(char *p, __qrintf_ll v, unsigned w, int left)
{
    __builtin_memcpy(p, "                ", w);
    return __qrintf_decwk(p, v, w, left);
}

/* The lengths of the plain forms, for a call that only counts (snprintf(NULL, 0, ...)). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_len_i64(__qrintf_ll v)
{
    return __qrintf_ndig64(v < 0 ? 0u - (__qrintf_ull)v : (__qrintf_ull)v) + (v < 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_len_i32(int v)
{
    return __qrintf_ndig32(v < 0 ? 0u - (unsigned)v : (unsigned)v) + (v < 0);
}

/* %p as glibc prints it: "(nil)" for a null pointer, else %#lx, with a sign for '+' or ' '. */
static __attribute__((__unused__))
char *__qrintf_ptr(char *p, const void *v, int flags, int width)
{
    char d[24], pre[3];
    unsigned np;
    __qrintf_size nd = __qrintf_radix(d, (__qrintf_ull)(__qrintf_size)v, 'x'), w = __qrintf_width(width, &flags);
    if (!v)
        return __qrintf_field(p, "", 0, 0, "(nil)", 5, w, flags & __QRINTF_MINUS, 0);
    pre[0] = __qrintf_sign(0, flags);
    np = pre[0] != 0;
    pre[np++] = '0';
    pre[np++] = 'x';
    return __qrintf_field(p, pre, np, 0, d, nd, w, flags & __QRINTF_MINUS, 0);
}
