/* qrintf runtime: the converters that the generated function of each format chains
 * together. The rewriter injects the parts of this text that those functions need into
 * every translation unit it changes, so it includes nothing and defines no macros; it
 * compiles as C89 to C23 and as C++. Top-level declarations are separated by blank lines
 * and hold none: the rewriter picks them by those (src/rtpick.c). */

typedef __typeof__(sizeof 0) __qrintf_size;
typedef __typeof__("" - "") __qrintf_ssize; /* signed, as wide as size_t: %zd and %td */
/* 64-bit types spelled so that C89 and C++98 under -pedantic do not object to long long */
typedef __typeof__(__extension__ 0xffffffffffffffffu) __qrintf_ull;
typedef __typeof__(__extension__ 0x7fffffffffffffff) __qrintf_ll;

/* Flag bits, as the rewriter encodes them in generated calls. */
enum { __QRINTF_MINUS = 1, __QRINTF_PLUS = 2, __QRINTF_SPACE = 4, __QRINTF_HASH = 8, __QRINTF_ZERO = 16 };

/* One call's output state. p never passes the last byte that may hold text, so the
 * terminating NUL can always be stored at p; bytes that did not fit are counted in lost.
 * With a capacity of 0 nothing at all is stored (term is 0, and p may be null). The cold
 * paths take and return the state by value, so that it never has to live in memory on
 * the hot path. */
typedef struct __qrintf_ctx {
    char *p;
    __qrintf_size room;
    __qrintf_size room0;
    __qrintf_size lost;
    int term;
    int chk;     /* a fortified call: text that does not fit ends the program */
    int bounded; /* 0 for sprintf: everything fits, so that the compiler drops the
                    paths for text that does not, and never warns about them */
} __qrintf_ctx;

/* Whether the build optimizes for speed. The rewriter writes 0 here for -Os and -Oz: then
 * the inline fast paths fall away and the decimal and hexadecimal kernels are loops, and
 * each directive is a call of a converter that all formats share. */
enum { __QRINTF_FAST = 1 };

/* tables.sh: begin */
static const char __qrintf_dec_table[4001] __attribute__((__unused__)) =
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

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_init(__qrintf_ctx *c, char *buf, __qrintf_size cap)
{
    c->p = buf;
    c->room = cap ? cap - 1 : 0;
    c->room0 = c->room;
    c->lost = 0;
    c->term = cap != 0;
    c->chk = 0;
    c->bounded = 1;
    return c;
}

/* sprintf: no bound, but the count must still fit the return value. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_init_unbounded(__qrintf_ctx *c, char *buf)
{
    __qrintf_init(c, buf, ~(__qrintf_size)0 >> 1);
    c->bounded = 0;
    return c;
}

/* Whether n bytes, 1 <= n, go straight to the destination. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fits(const __qrintf_ctx *c, __qrintf_size n)
{
    return !c->bounded || n - 1 < c->room;
}

/* Ends the program as glibc's fortified functions do (the "buffer overflow detected"
 * message, then SIGABRT), by asking glibc itself: __memcpy_chk fails whenever the
 * destination is smaller than the length given. The values are hidden from the
 * optimizer, which would otherwise warn about them. */
static __attribute__((__noinline__, __cold__, __noreturn__, __unused__))
void __qrintf_chk_fail(void)
{
    char b[2] = { 0, 0 }, *d = b;
    __qrintf_size two = 2, one = 1;
    __asm__("" : "+r"(d), "+r"(two), "+r"(one));
    __builtin___memcpy_chk(d, b, two, one);
    __builtin_trap();
}

/* __sprintf_chk(s, flag, slen, ...): slen is the destination's size as the compiler
 * knows it, (size_t)-1 when it does not. glibc fails at once when slen is 0 and as soon
 * as the text and its terminator would not fit. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_init_chk(__qrintf_ctx *c, char *buf, __qrintf_size slen)
{
    if (slen == (__qrintf_size)-1)
        return __qrintf_init_unbounded(c, buf);
    if (slen == 0)
        __qrintf_chk_fail();
    __qrintf_init(c, buf, slen);
    c->chk = 1;
    return c;
}

/* __snprintf_chk(s, maxlen, flag, slen, ...) fails when maxlen exceeds slen, and is
 * snprintf otherwise. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_init_nchk(__qrintf_ctx *c, char *buf, __qrintf_size maxlen, __qrintf_size slen)
{
    if (slen < maxlen)
        __qrintf_chk_fail();
    return __qrintf_init(c, buf, maxlen);
}

/* A bounded call whose text is never longer than `longest` bytes: unbounded, into the
 * destination when all of it fits there, else into tmp (longest + 1 bytes), from which
 * __qrintf_end_via copies what fits. The object-size check of __snprintf_chk first. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_init_via(__qrintf_ctx *c, char *buf, __qrintf_size maxlen, __qrintf_size slen,
                                char *tmp, __qrintf_size longest)
{
    if (slen < maxlen)
        __qrintf_chk_fail();
    return __qrintf_init_unbounded(c, maxlen > longest ? buf : tmp);
}

static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_end_via(__qrintf_ctx *c, char *buf, __qrintf_size maxlen, char *tmp, __qrintf_size longest)
{
    __qrintf_size n, k;
    *c->p = 0;
    if (maxlen > longest)
        return (int)(c->p - buf);
    n = (__qrintf_size)(c->p - tmp);
    if (maxlen) {
        k = n < maxlen ? n : maxlen - 1;
        __builtin_memcpy(buf, tmp, k);
        buf[k] = 0;
    }
    return (int)n;
}

/* The C library's errno, under a name of the runtime's own, so that no declaration of
 * the user's can conflict with it and no <errno.h> is needed: glibc and musl both keep it
 * at __errno_location(). */
extern int *__qrintf_errno(void) __asm__("__errno_location");

/* A count that does not fit an int: -1, and errno set to EOVERFLOW as glibc sets it.
 * EOVERFLOW is 75 on the Linux targets qrintf builds for (x86, ARM, s390x, and all of
 * asm-generic's); mips, sparc, alpha and parisc number it otherwise. */
static __attribute__((__noinline__, __cold__, __unused__))
int __qrintf_overflow(void)
{
    *__qrintf_errno() = 75;
    return -1;
}

/* C11 7.21.6.5p3: the result is the length that would have been written; a count that
 * does not fit an int is an error, reported as glibc does. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_end(__qrintf_ctx *c)
{
    __qrintf_size n = c->room0 - c->room + c->lost;
    if (c->chk && c->lost)
        __qrintf_chk_fail();
    if (c->term)
        *c->p = 0;
    return n > 0x7fffffff ? __qrintf_overflow() : (int)n;
}

/* The cold paths, for text that does not fit: they get the pointer and the room, not the
 * context, so that the context never has to leave the registers. Each stores what fits
 * and returns how much that was. */
static __attribute__((__noinline__, __cold__, __unused__))
__qrintf_size __qrintf_copy_part(char *p, __qrintf_size room, const char *s, __qrintf_size n)
{
    __qrintf_size k = n < room ? n : room;
    __builtin_memcpy(p, s, k);
    return k;
}

static __attribute__((__noinline__, __cold__, __unused__))
__qrintf_size __qrintf_fill_part(char *p, __qrintf_size room, int ch, __qrintf_size n)
{
    __qrintf_size k = n < room ? n : room;
    __builtin_memset(p, ch, k);
    return k;
}

/* n bytes were produced, k of them stored. With nothing stored the pointer is left
 * alone, since it may be null (snprintf(NULL, 0, ...)). */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_advance(__qrintf_ctx *c, __qrintf_size k, __qrintf_size n)
{
    if (k) {
        c->p += k;
        c->room -= k;
    }
    c->lost += n - k;
}

/* Copies of a length the compiler knows: at most two overlapping moves of one size, the
 * choice folded away. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_copy_small(char *p, const char *s, __qrintf_size n)
{
    if (n >= 8) {
        __builtin_memcpy(p, s, 8);
        __builtin_memcpy(p + n - 8, s + n - 8, 8);
    } else if (n >= 4) {
        __builtin_memcpy(p, s, 4);
        __builtin_memcpy(p + n - 4, s + n - 4, 4);
    } else if (n >= 2) {
        __builtin_memcpy(p, s, 2);
        __builtin_memcpy(p + n - 2, s + n - 2, 2);
    } else if (n) {
        *p = *s;
    }
}

/* The move of k bytes (a constant) that bit k of n asks for, in a copy of n < 32 bytes:
 * the bytes at offset n & ~(2k - 1), from from[1] to to[1] when the bit is set, else from
 * from[0] to to[0], a source and a scratch area of 32 bytes that nothing reads. The choice
 * is an index rather than a branch. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_move_bit(char *const *to, const char *const *from, __qrintf_size n, __qrintf_size k)
{
    __qrintf_size use = (n & k) != 0, at = n & ~(2 * k - 1);
    __builtin_memcpy(to[use] + at, from[use] + at, k);
}

/* Copies of a length known only at run time, below 32: a move for each bit of n and no
 * branch, since random lengths defeat the branch predictor, and no call to the C
 * library, whose setup costs more than the copy of a few bytes. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_copy31(char *p, const char *s, __qrintf_size n)
{
    char scratch[32], *to[2];
    const char *from[2];
    to[0] = scratch;
    to[1] = p;
    from[0] = __qrintf_dec_table; /* any 32 readable bytes */
    from[1] = s;
    __qrintf_move_bit(to, from, n, 16);
    __qrintf_move_bit(to, from, n, 8);
    __qrintf_move_bit(to, from, n, 4);
    __qrintf_move_bit(to, from, n, 2);
    __qrintf_move_bit(to, from, n, 1);
}

/* Longer copies and fills go out of line: even at -O0, gcc follows the inlined code to
 * a short object on a path that never runs, and warns about a move it would make. */
static __attribute__((__noinline__, __unused__))
void __qrintf_copy_long(char *p, const char *s, __qrintf_size n)
{
    __builtin_memcpy(p, s, n);
}

static __attribute__((__noinline__, __unused__))
void __qrintf_fill_long(char *p, int ch, __qrintf_size n)
{
    __builtin_memset(p, ch, n);
}

/* ours: s is one of the runtime's buffers, of at least 16 bytes, whose lengths tend to
 * repeat (a number's digits), and a branch on them is cheaper than the moves of
 * __qrintf_copy31. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_copy(char *p, const char *s, __qrintf_size n, int ours)
{
    if ((ours || __builtin_constant_p(n)) && n <= 16)
        __qrintf_copy_small(p, s, n);
    else if (n < 32)
        __qrintf_copy31(p, s, n);
    else
        __qrintf_copy_long(p, s, n);
}

static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_fill(char *p, int ch, __qrintf_size n)
{
    static const char spaces[32] = { ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ',
                                     ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ',
                                     ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ',
                                     ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ' };
    static const char zeros[32] = { '0', '0', '0', '0', '0', '0', '0', '0',
                                    '0', '0', '0', '0', '0', '0', '0', '0',
                                    '0', '0', '0', '0', '0', '0', '0', '0',
                                    '0', '0', '0', '0', '0', '0', '0', '0' };
    if (n < 32)
        __qrintf_copy(p, ch == ' ' ? spaces : zeros, n, 1);
    else
        __qrintf_fill_long(p, ch, n);
}

/* When the room is 0, as with snprintf(NULL, 0, ...), only the length counts. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_put_slow(__qrintf_ctx *c, const char *s, __qrintf_size n)
{
    __qrintf_advance(c, c->room ? __qrintf_copy_part(c->p, c->room, s, n) : 0, n);
}

static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_put(__qrintf_ctx *c, const char *s, __qrintf_size n, int ours)
{
    if (__qrintf_fits(c, n)) { /* an empty copy takes the cold path when bounded */
        __qrintf_copy(c->p, s, n, ours);
        c->p += n;
        c->room -= n;
    } else {
        __qrintf_put_slow(c, s, n);
    }
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_lit(__qrintf_ctx *c, const char *s, __qrintf_size n)
{
    __qrintf_put(c, s, n, 1);
    return c;
}

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

/* The same idea for longer numbers, two digits at a time: pair k (of the number written
 * with all its leading zeros) belongs at p + 2k - start; a pair left of p is stored at p
 * and overwritten later, and the pair that straddles p is taken one byte further into
 * the table, so that its second digit lands on p. Needs at least two digits. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_pair(char *p, int k, unsigned start, unsigned x)
{
    int t = 2 * k - (int)start;
    __builtin_memcpy(p + (t & ~(t >> 31)), __qrintf_dec_table + 4 * (100 + x) + 1 + (t == -1), 2);
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
 * precision), only the pairs that can hold digits are made. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_dec10_last(char *p, unsigned v, unsigned n)
{
    unsigned start = 10 - n, hi = n > 8 ? v / 100000000u : 0, lo = v - 100000000u * hi;
    unsigned a = n > 4 ? lo / 10000u : 0;
    if (n > 8)
        __qrintf_pair(p, 0, start, hi);
    if (n > 4)
        __qrintf_quad(p, 1, start, a);
    __qrintf_quad(p, 3, start, lo - 10000u * a);
}

/* The eight digits of v < 10^8, leading zeros included, as a word whose bytes are in
 * memory order: the divisions by 10^4, 100 and 10 done on all lanes of the word at
 * once, each by a multiplication and a shift that are exact in the lane's range. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_dec8_word(unsigned v)
{
    __qrintf_ull w = v / 10000u | (__qrintf_ull)(v % 10000u) << 32, h, t;
    h = (w * 10486 >> 20) & 0x0000007f0000007f;        /* lane / 100, below 10^4 */
    w = (w - 100 * h) << 16 | h;                        /* four lanes of two digits */
    t = (w * 103 >> 10) & 0x000f000f000f000f;           /* lane / 10, below 100 */
    w = (w - 10 * t) << 8 | t;
    w += 0x3030303030303030;
    return __qrintf_little_endian() ? w : __builtin_bswap64(w);
}

/* w, characters in memory order, without its first k < 8: the others move to the front,
 * and zeros come in behind them. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ull __qrintf_drop(__qrintf_ull w, unsigned k)
{
    return __qrintf_little_endian() ? w >> 8 * k : w << 8 * k;
}

/* The top digit of y (two: the top pair), then k pairs; returns where they end. y is a
 * number scaled to a fixed-point fraction of 57 bits below its top digit or pair: each
 * step multiplies the fraction by 100, and the integer part is the next pair. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_from_top(char *p, __qrintf_ull y, int two, unsigned k)
{
    unsigned i;
    if (two) {
        __builtin_memcpy(p, __qrintf_dec_table + 4 * (100 + (unsigned)(y >> 57)) + 1, 2);
        p += 2;
    } else {
        *p++ = (char)('0' + (unsigned)(y >> 57));
    }
    for (i = 0; i < k; i++, p += 2) {
        y = (y & 0x1ffffffffffffff) * 100;
        __builtin_memcpy(p, __qrintf_dec_table + 4 * (100 + (unsigned)(y >> 57)) + 1, 2);
    }
    return p;
}

/* 1000 <= v < 10^8: a branch on the length, which the branch predictor learns where
 * lengths repeat (ports, status codes, counters), then the digits from the top, two at
 * a time, by a multiplication each: v times 2^57 / 10^d rounded up, d the digits after
 * the top one or two. The rounding error stays below what a step can show while
 * v * 10^d < 2^57 (here at most 10^14). Every store lies within the number. Against the
 * eight digits in a word (__qrintf_dec8_word), measured with gcc on 4,096 repeating
 * values: %d 4.94 -> 4.21 ns; on random lengths 8.32 -> 9.79 ns, still 0.72x {fmt}. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec8(char *p, unsigned v)
{
    char *e;
    if (v < 10000)
        e = __qrintf_from_top(p, v * (__qrintf_ull)1441151880758559, v >= 1000, 1);
    else if (v < 1000000)
        e = __qrintf_from_top(p, v * (__qrintf_ull)14411518807586, v >= 100000, 2);
    else
        e = __qrintf_from_top(p, v * (__qrintf_ull)144115188076, v >= 10000000, 3);
    return (unsigned)(e - p);
}

/* 10^8 <= v < 2^32: nine or ten digits, as a pair (half of it for nine, its other byte
 * overwritten) and eight, in 32-bit arithmetic. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec10(char *p, unsigned v)
{
    unsigned n = 9 + (v >= 1000000000u), hi = v / 100000000u;
    __qrintf_ull w = __qrintf_dec8_word(v - 100000000u * hi);
    __builtin_memcpy(p, __qrintf_dec_table + 4 * (100 + hi) + 1 + (10 - n), 2);
    __builtin_memcpy(p + n - 8, &w, 8);
    return n;
}

/* 2^32 <= v: groups of eight digits, leading zeros included. The first group, without
 * its leading zeros, is stored first, at p, and the groups after it overwrite the zeros
 * that came in behind its digits. Nothing is read back from memory: a load that spans two
 * earlier stores waits until they reach the cache. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec20(char *p, __qrintf_ull v)
{
    unsigned n = __qrintf_ndig64(v);
    __qrintf_ull q = v / 100000000u, lo = __qrintf_dec8_word((unsigned)(v - 100000000u * q)), w;
    if (q < 100000000u) { /* 9 to 16 digits */
        w = __qrintf_drop(__qrintf_dec8_word((unsigned)q), 16 - n);
        __builtin_memcpy(p, &w, 8);
    } else { /* 17 to 20 */
        unsigned top = (unsigned)(q / 100000000u);
        __qrintf_ull mid = __qrintf_dec8_word((unsigned)(q - 100000000u * top));
        w = __qrintf_drop(__qrintf_dec8_word(top), 24 - n);
        __builtin_memcpy(p, &w, 8);
        __builtin_memcpy(p + n - 16, &mid, 8);
    }
    __builtin_memcpy(p + n - 8, &lo, 8);
    return n;
}

/* The decimal kernel: the digits of v at p; returns their number. Split at 10^8: two
 * branches on the length at most. A function of its own, which the compiler need not
 * copy into every format; the callers keep numbers below 1000, the common case, in a
 * short path of their own. When the build favours size, a loop instead: two digits a
 * step from the end (inside this function, since gcc -O0 compiles a function that only a
 * dead branch calls). */
static __attribute__((__unused__))
unsigned __qrintf_udec32(char *p, unsigned v)
{
    if (!__QRINTF_FAST) {
        unsigned n = __qrintf_ndig32(v), i = n;
        for (; v >= 100; v /= 100, i -= 2)
            __builtin_memcpy(p + i - 2, __qrintf_dec_table + 4 * (100 + v % 100) + 1, 2);
        if (v >= 10)
            __builtin_memcpy(p, __qrintf_dec_table + 4 * (100 + v) + 1, 2);
        else
            p[0] = (char)('0' + v);
        return n;
    }
    if (v < 1000)
        return __qrintf_dec3(p, v);
    return v < 100000000u ? __qrintf_dec8(p, v) : __qrintf_dec10(p, v);
}

/* The same for 64 bits: the 32-bit kernel below 2^32, so that a file whose numbers all
 * fit 32 bits carries no 64-bit code; above, groups of eight digits, or pairs from the
 * end down to a value that fits 32 bits when the build favours size. */
static __attribute__((__unused__))
unsigned __qrintf_udec(char *p, __qrintf_ull v)
{
    unsigned n, i;
    if (v <= 0xffffffffu)
        return __qrintf_udec32(p, (unsigned)v);
    if (__QRINTF_FAST)
        return __qrintf_dec20(p, v);
    for (n = i = __qrintf_ndig64(v); v > 0xffffffffu; v /= 100, i -= 2)
        __builtin_memcpy(p + i - 2, __qrintf_dec_table + 4 * (100 + (unsigned)(v % 100)) + 1, 2);
    __qrintf_udec32(p, (unsigned)v);
    return n;
}

/* Hexadecimal (conv 'x' or 'X') or octal ('o') digits at p, their number from the bit
 * length. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_nradix(__qrintf_ull v, int conv)
{
    unsigned shift = conv == 'o' ? 3 : 4;
    return (64u - (unsigned)__builtin_clzll(v | 1) + shift - 1) / shift;
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

/* The digits of v in d[24] for conversion conv; returns where they start, with their
 * number in *n and in *lz the number of '0' characters just before them that a
 * zero-padded field may take as they are. */
static __inline__ __attribute__((__always_inline__, __unused__))
const char *__qrintf_digits(char *d, __qrintf_ull v, int conv, __qrintf_size *n, __qrintf_size *lz)
{
    if (__QRINTF_FAST && (conv == 'x' || conv == 'X')) {
        *n = __qrintf_hex16(d, v, conv == 'X');
        *lz = 16 - *n;
        return d + *lz;
    }
    *n = conv == 'u' || conv == 'd' ? __qrintf_udec(d, v) : __qrintf_radix(d, v, conv);
    *lz = 0;
    return d;
}

/* Where a plain number goes: straight into the destination when its longest form fits,
 * into t when only part of it may, nowhere (NULL) when nothing can be stored, as with
 * snprintf(NULL, 0, ...), where only its length counts. */
static __inline__ __attribute__((__always_inline__, __unused__))
char *__qrintf_num_at(__qrintf_ctx *c, char *t, __qrintf_size longest)
{
    return __qrintf_fits(c, longest) ? c->p : c->room ? t : (char *)0;
}

static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_num_done(__qrintf_ctx *c, const char *t, const char *p, unsigned n)
{
    if (p == t) {
        __qrintf_put_slow(c, t, n);
    } else {
        c->p += n;
        c->room -= n;
    }
}

/* Below 1000 in one 4-byte copy from the table, the digits first: the bytes after them
 * are garbage that the text after the number overwrites, so the caller must know that
 * at least 3 more bytes follow (the terminator counts). */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec3_wide(char *p, unsigned v)
{
    unsigned w; /* one load: the length is the entry's last byte */
    __builtin_memcpy(&w, __qrintf_dec_table + 4 * v, 4);
    __builtin_memcpy(p, &w, 4);
    return __qrintf_little_endian() ? w >> 24 : w & 0xff;
}

/* The same when only the terminator is sure to follow: two bytes at the start and two
 * ending one byte past the digits, over the byte the terminator or the text after the
 * number takes. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_dec3_near(char *p, unsigned v)
{
    const char *t = __qrintf_dec_table + 4 * v;
    unsigned n = (unsigned char)t[3];
    __builtin_memcpy(p, t, 2);
    __builtin_memcpy(p + n - 1, t + n - 1, 2);
    return n;
}

/* %u and %d without flags, width or precision. The sign is stored first and, for a
 * number that has none, overwritten by the first digit. slack is how many bytes the rest
 * of the call is sure to write after the number. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_dec32_out(__qrintf_ctx *c, unsigned m, unsigned neg, int slack)
{
    char t[11], *p;
    unsigned n;
    if (m < 1000 && __qrintf_fits(c, 4 + neg)) {
        *c->p = '-';
        n = neg + (slack >= 3 ? __qrintf_dec3_wide(c->p + neg, m) : __qrintf_dec3_near(c->p + neg, m));
        c->p += n;
        c->room -= n;
        return c;
    }
    p = __qrintf_num_at(c, t, (m < 1000 ? 3 : 10) + neg);
    if (!p) {
        c->lost += __qrintf_ndig32(m) + neg;
        return c;
    }
    *p = '-';
    __qrintf_num_done(c, t, p, neg + __qrintf_udec32(p + neg, m));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_dec64_out(__qrintf_ctx *c, __qrintf_ull m, unsigned neg)
{
    char t[21], *p = __qrintf_num_at(c, t, 20 + neg);
    if (!p) {
        c->lost += __qrintf_ndig64(m) + neg;
        return c;
    }
    *p = '-';
    __qrintf_num_done(c, t, p, neg + __qrintf_udec(p + neg, m));
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_u32(__qrintf_ctx *c, unsigned v, int slack)
{
    return __qrintf_dec32_out(c, v, 0, slack);
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_i32(__qrintf_ctx *c, int v, int slack)
{
    unsigned s = 0u - ((unsigned)v >> 31);     /* all ones when negative: no branch */
    return __qrintf_dec32_out(c, ((unsigned)v ^ s) - s, s & 1, slack);
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_u64(__qrintf_ctx *c, __qrintf_ull v)
{
    return __qrintf_dec64_out(c, v, 0);
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_i64(__qrintf_ctx *c, __qrintf_ll v)
{
    __qrintf_ull s = 0u - ((__qrintf_ull)v >> 63);
    return __qrintf_dec64_out(c, ((__qrintf_ull)v ^ s) - s, (unsigned)(s & 1));
}

/* A field whose length is not known in advance or that is padded: C11 7.21.6.1p4-p6.
 * Layout: spaces (right-justified), prefix (sign, 0x), zeros, body, spaces (with '-').
 * zpad moves the padding between prefix and body as zeros (the '0' flag). */
static __attribute__((__noinline__, __cold__, __unused__))
__qrintf_size __qrintf_field_part(char *p, __qrintf_size room, const char *pre, unsigned np,
                              __qrintf_size zeros, const char *body, __qrintf_size nb,
                              __qrintf_size fill, int left)
{
    __qrintf_size k = 0;
    if (!left)
        k += __qrintf_fill_part(p + k, room - k, ' ', fill);
    k += __qrintf_copy_part(p + k, room - k, pre, np);
    k += __qrintf_fill_part(p + k, room - k, '0', zeros);
    k += __qrintf_copy_part(p + k, room - k, body, nb);
    if (left)
        k += __qrintf_fill_part(p + k, room - k, ' ', fill);
    return k;
}

static __attribute__((__unused__))
void __qrintf_field(__qrintf_ctx *c, const char *pre, unsigned np, __qrintf_size zeros,
                  const char *body, __qrintf_size nb, __qrintf_size lz, __qrintf_size width,
                  int left, int zpad)
{
    __qrintf_size len = np + zeros + nb;
    /* width - len if positive, without a branch, on which gcc would split the copy below */
    __qrintf_size fill = (width - len) & (0u - (__qrintf_size)(width > len));
    if (zpad) {
        zeros += fill;
        fill = 0;
    }
    if (width <= 16 && zeros <= lz) { /* the zeros are already there, before the body */
        body -= zeros;
        nb += zeros;
        zeros = 0;
    }
    len = np + zeros + nb;
    if (__qrintf_fits(c, len + fill)) {
        /* The padding first, over the whole width, then the parts over it: no branch on
         * the lengths of the padding and of the text. The general path: the C library's
         * moves, which cost the compiler less than the runtime's own. */
        char *p = c->p, *end = p + len + (left ? 0 : fill);
        __qrintf_fill_long(p, zpad ? '0' : ' ', width);
        __qrintf_copy_long(end - nb, body, nb);
        __qrintf_fill_long(end - nb - zeros, '0', zeros);
        __builtin_memcpy(end - len, pre, np);
        c->p += len + fill;
        c->room -= len + fill;
    } else {
        __qrintf_advance(c, c->room ? __qrintf_field_part(c->p, c->room, pre, np, zeros, body, nb,
                                                      fill, left) : 0,
                       len + fill);
    }
}

/* A width given by a '*' argument may be negative: C11 7.21.6.1p5 reads it as the '-'
 * flag with a positive width. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_width(int width, int *flags)
{
    if (width < 0) {
        *flags |= __QRINTF_MINUS;
        return 0u - (__qrintf_size)(__qrintf_ll)width;
    }
    return (__qrintf_size)width;
}

/* Any integer conversion with flags, width or precision: m is the magnitude, neg its
 * sign, conv one of d u o x X (i is passed as d). A negative precision means none. */
/* The sign of a signed conversion (C11 7.21.6.1p6): '-' for a negative value, else '+'
 * with the + flag, else a space with the space flag, else none (0). */
static __inline__ __attribute__((__always_inline__, __unused__))
char __qrintf_sign(int neg, int flags)
{
    return (char)(neg ? '-' : flags & __QRINTF_PLUS ? '+' : flags & __QRINTF_SPACE ? ' ' : 0);
}

/* A right-justified decimal field without precision whose longest form fits, and whose
 * width is small: the padding is stored first, a constant length, and the sign and the
 * digits over its end, with no temporary and no branch on the length. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_dec_field(__qrintf_ctx *c, unsigned m, char sign, int zpad, __qrintf_size w)
{
    unsigned nd = __qrintf_ndig32(m), len = nd + (sign != 0);
    __qrintf_size total = len > w ? len : w;
    char *p = c->p;
    if (w > 16 || !__qrintf_fits(c, w > 11 ? w : 11))
        return 0;
    if (zpad && !sign && w >= 2 && w <= 9 && m < __qrintf_p10[w]) {
        __qrintf_dec10_last(p, m, (unsigned)w); /* %02d, %04d: the digits and their zeros */
    } else {
        /* C11 7.21.6.1p6: the zeros of the 0 flag go after the sign. Without a sign, the
         * store lands on the padding or on the first digit, which comes next: no branch. */
        __qrintf_fill(p, zpad ? '0' : ' ', w);
        p[zpad ? 0 : total - len] = sign ? sign : zpad ? '0' : ' ';
        __qrintf_udec32(p + total - nd, m);
    }
    c->p += total;
    c->room -= total;
    return 1;
}

static __attribute__((__unused__))
__qrintf_ctx *__qrintf_int(__qrintf_ctx *c, __qrintf_ull m, int neg, int conv, int flags, int width, int prec)
{
    char buf[24], pre[2] = { 0, 0 };
    __qrintf_size nd, lz, zeros = 0, w = __qrintf_width(width, &flags);
    const char *d;
    char sign = conv == 'd' ? __qrintf_sign(neg, flags) : 0;
    unsigned np = 0;
    if (__QRINTF_FAST && prec < 0 && !(flags & __QRINTF_MINUS) && (conv == 'd' || conv == 'u') &&
        m <= 0xffffffffu &&
        __qrintf_dec_field(c, (unsigned)m, sign, flags & __QRINTF_ZERO, w))
        return c;
    d = __qrintf_digits(buf, m, conv, &nd, &lz);
    if (prec >= 0) {
        /* p8: a precision of 0 with the value 0 gives no digits */
        if (prec == 0 && m == 0)
            nd = 0;
        if ((__qrintf_size)prec > nd)
            zeros = (__qrintf_size)prec - nd;
    }
    if (sign) {
        pre[np++] = sign;
    } else if (conv != 'd' && (flags & __QRINTF_HASH)) {
        /* p6: '#' makes o start with 0 and gives x and X a 0x prefix for nonzero values */
        if (conv == 'o') {
            if (zeros == 0 && (nd == 0 || m != 0))
                zeros = 1;
        } else if (m != 0) {
            pre[np++] = '0';
            pre[np++] = (char)conv;
        }
    }
    __qrintf_field(c, pre, np, zeros, d, nd, lz, w, flags & __QRINTF_MINUS,
                 (flags & (__QRINTF_ZERO | __QRINTF_MINUS)) == __QRINTF_ZERO && prec < 0);
    return c;
}

/* Whether a field's width is a number the compiler knows and a small one (%5d, %-8s),
 * for which the paths below, inline in the format's function, store the padding as a
 * constant length. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_small_width(int width)
{
    return __QRINTF_FAST && __builtin_constant_p(width) && width >= 1 && width <= 16;
}

/* The signed conversions with flags, width or precision: a right-justified field of a
 * small known width inline, anything else out of line. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_int_s(__qrintf_ctx *c, __qrintf_ll v, int flags, int width, int prec)
{
    __qrintf_ull m = v < 0 ? 0u - (__qrintf_ull)v : (__qrintf_ull)v;
    if (prec < 0 && !(flags & __QRINTF_MINUS) && __qrintf_small_width(width) && m <= 0xffffffffu &&
        __qrintf_dec_field(c, (unsigned)m, __qrintf_sign(v < 0, flags), flags & __QRINTF_ZERO,
                           (__qrintf_size)width))
        return c;
    return __qrintf_int(c, m, v < 0, 'd', flags, width, prec);
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_int_u(__qrintf_ctx *c, __qrintf_ull v, int conv, int flags, int width, int prec)
{
    char buf[16];
    if (conv == 'u' && prec < 0 && !(flags & __QRINTF_MINUS) && __qrintf_small_width(width) &&
        v <= 0xffffffffu && __qrintf_dec_field(c, (unsigned)v, 0, flags & __QRINTF_ZERO, (__qrintf_size)width))
        return c;
    /* %08x, %016lx: the last w of the sixteen hexadecimal digits, leading zeros included,
     * or all the digits when there are more; when the type alone says that w hold them
     * all (a constant test, once inlined into the format's function), just the last w */
    if (prec < 0 && (flags & (__QRINTF_ZERO | __QRINTF_MINUS | __QRINTF_HASH)) == __QRINTF_ZERO &&
        (conv == 'x' || conv == 'X') && __qrintf_small_width(width)) {
        int held = width == 16 || (__builtin_constant_p(v >> 4 * width == 0) && v >> 4 * width == 0);
        __qrintf_size nd = __qrintf_hex16(buf, v, conv == 'X');
        __qrintf_size k = held || nd <= (unsigned)width ? (unsigned)width : nd;
        __qrintf_put(c, buf + 16 - k, k, 1);
        return c;
    }
    return __qrintf_int(c, v, 0, conv, flags, width, prec);
}

/* %x, %X and %o without flags, width or precision. */
static __attribute__((__unused__))
__qrintf_ctx *__qrintf_radix_out(__qrintf_ctx *c, __qrintf_ull v, int conv)
{
    char buf[24];
    __qrintf_size n, lz;
    const char *d = __qrintf_digits(buf, v, conv, &n, &lz);
    __qrintf_put(c, d, n, 1);
    return c;
}

static __attribute__((__unused__))
__qrintf_ctx *__qrintf_chr(__qrintf_ctx *c, int ch, int flags, int width)
{
    char b = (char)(unsigned char)ch;
    __qrintf_size w = __qrintf_width(width, &flags);
    __qrintf_field(c, "", 0, 0, &b, 1, 0, w, flags & __QRINTF_MINUS, 0);
    return c;
}

static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_c(__qrintf_ctx *c, int ch)
{
    char b = (char)(unsigned char)ch;
    __qrintf_put(c, &b, 1, 1);
    return c;
}

/* Length of s, reading at most max bytes (precision on %s must not read past it). */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_strnlen(const char *s, __qrintf_size max)
{
    __qrintf_size n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

/* s, or for a null s (undefined; glibc prints "(null)") the text null. A branch that is
 * never taken, not a conditional move, so that strlen does not wait for the test. The
 * compiler does not see which text null leads to: it would otherwise make a second copy
 * of all that follows, specialized for the known text, and the two copies cost more than
 * a branch (gcc: 13 ns instead of 11 for "%s:%s"); the empty asm statement also keeps it
 * from making the move. */
static __inline__ __attribute__((__always_inline__, __unused__))
const char *__qrintf_nonnull(const char *s, const char *null)
{
    if (__builtin_expect(!s, 0)) {
        s = null;
        __asm__("" : "+r"(s));
    }
    return s;
}

/* %s without width or precision. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_s(__qrintf_ctx *c, const char *s)
{
    s = __qrintf_nonnull(s, "(null)");
    __qrintf_put(c, s, __builtin_strlen(s), 0);
    return c;
}

static __attribute__((__unused__))
__qrintf_ctx *__qrintf_str_field(__qrintf_ctx *c, const char *s, int flags, int width, int prec)
{
    __qrintf_size n, w = __qrintf_width(width, &flags);
    /* glibc prints "(null)" only when the precision lets all of it through */
    s = __qrintf_nonnull(s, prec < 0 || prec >= 6 ? "(null)" : "");
    n = prec < 0 ? __builtin_strlen(s) : __qrintf_strnlen(s, (__qrintf_size)prec);
    __qrintf_field(c, "", 0, 0, s, n, 0, w, flags & __QRINTF_MINUS, 0);
    return c;
}

/* %s with width or precision: the common %-8s and %10s, a small width the compiler knows
 * and no precision, inline, with the padding stored first over the whole width and the
 * text over it; anything else out of line. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_ctx *__qrintf_str(__qrintf_ctx *c, const char *s, int flags, int width, int prec)
{
    if (prec < 0 && __qrintf_small_width(width)) {
        const char *t = __qrintf_nonnull(s, "(null)");
        __qrintf_size n = __builtin_strlen(t), w = (__qrintf_size)width, total = n > w ? n : w;
        if (__qrintf_fits(c, total)) {
            __qrintf_fill(c->p, ' ', w);
            __qrintf_copy(flags & __QRINTF_MINUS ? c->p : c->p + total - n, t, n, 0);
            c->p += total;
            c->room -= total;
            return c;
        }
    }
    return __qrintf_str_field(c, s, flags, width, prec);
}

/* %p as glibc prints it: "(nil)" for a null pointer, else %#lx, with a sign for '+' or ' '. */
static __attribute__((__unused__))
__qrintf_ctx *__qrintf_ptr(__qrintf_ctx *c, const void *v, int flags, int width)
{
    char buf[24], pre[3] = { 0, 0, 0 };
    unsigned np;
    __qrintf_size nd, lz, w = __qrintf_width(width, &flags);
    const char *d = __qrintf_digits(buf, (__qrintf_ull)(__qrintf_size)v, 'x', &nd, &lz);
    if (!v) {
        __qrintf_field(c, "", 0, 0, "(nil)", 5, 0, w, flags & __QRINTF_MINUS, 0);
        return c;
    }
    pre[0] = __qrintf_sign(0, flags);
    np = pre[0] != 0;
    pre[np++] = '0';
    pre[np++] = 'x';
    __qrintf_field(c, pre, np, 0, d, nd, 0, w, flags & __QRINTF_MINUS, 0);
    return c;
}

/* A directive the C library formats (floating point): written in place with the room
 * that is left, counted like the rest. The format is hidden from the optimizer, whose
 * compile-time idea of a printf result is occasionally wrong (gcc 12 folds
 * sprintf(b, "\t[%-.a", -1e-300) to 12 where glibc returns 11). A C library error makes
 * the whole call return -1, as it would have. */
static __inline__ __attribute__((__always_inline__, __unused__))
void __qrintf_libc_done(__qrintf_ctx *c, int n)
{
    __qrintf_size k;
    if (n < 0) {
        c->lost = ~(__qrintf_size)0 >> 1;
        return;
    }
    k = (__qrintf_size)n < c->room ? (__qrintf_size)n : c->room;
    if (k) {
        c->p += k;
        c->room -= k;
    }
    c->lost += (__qrintf_size)n - k;
}

/* The size given to the C library: what is left, counting the terminator's place, but
 * never above INT_MAX, beyond which glibc fails and gcc warns. */
static __inline__ __attribute__((__always_inline__, __unused__))
__qrintf_size __qrintf_libc_size(const __qrintf_ctx *c)
{
    __qrintf_size n = c->room + (__qrintf_size)c->term;
    return n < 0x7fffffff ? n : 0x7fffffff;
}

static __attribute__((__unused__))
__qrintf_ctx *__qrintf_fp(__qrintf_ctx *c, const char *fmt, int width, int prec, double v)
{
    __asm__("" : "+r"(fmt));
    __qrintf_libc_done(c, __builtin_snprintf(c->p, __qrintf_libc_size(c), fmt, width, prec, v));
    return c;
}

static __attribute__((__unused__))
__qrintf_ctx *__qrintf_fpl(__qrintf_ctx *c, const char *fmt, int width, int prec, long double v)
{
    __asm__("" : "+r"(fmt));
    __qrintf_libc_done(c, __builtin_snprintf(c->p, __qrintf_libc_size(c), fmt, width, prec, v));
    return c;
}

/* Whether floating-point arithmetic rounds to nearest, as glibc's printf then does too:
 * 1 + 2^-53 is a tie that stays 1, and 1 + 1.5 * 2^-53 goes up, only in that mode. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_rounds_to_nearest(void)
{
    volatile double one = 1.0, half_ulp = 1.0 / 9007199254740992.0;
    double a = one + half_ulp, b = one + 1.5 * half_ulp;
    return a == 1.0 && b != 1.0;
}

/* m * p / 2^s rounded half to even, for m < 2^53, p < 2^30 and s >= 1, where m * p may
 * not fit 64 bits; in 64-bit arithmetic, since not every target has a 128-bit type and the
 * injected text cannot test for one (gcc runs no #if in preprocessed input). The low
 * j = min(s, 23) bits of m are multiplied apart, so that both products fit. When s > 23,
 * the second product's low 23 bits, all below the rounding bit, fold into one sticky bit,
 * which keeps whether the rest is below, at or above a half. Returns 0 when the quotient
 * does not fit 64 bits. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_scale_down(__qrintf_ull m, __qrintf_ull p, unsigned s, __qrintf_ull *r)
{
    unsigned j = s < 23 ? s : 23, k = s - j;
    __qrintf_ull mask = ((__qrintf_ull)1 << j) - 1, lo = (m & mask) * p, hi, u, v;
    if (__builtin_mul_overflow(m >> j, p, &hi) || (u = hi + (lo >> j)) < hi)
        return 0;
    if (k == 0) { /* the rounding rule of the 64-bit path, on the remainder alone */
        *r = u + (((lo & mask) + (mask >> 1) + (u & 1)) >> j);
        return *r >= u;
    }
    if (k >= 63) { /* u < 2^61: below a half of 2^k */
        *r = 0;
        return 1;
    }
    v = u << 1 | ((lo & mask) != 0);
    *r = (v + ((__qrintf_ull)1 << k) - 1 + (v >> (k + 1) & 1)) >> (k + 1);
    return 1;
}

/* %f of a finite double as glibc prints it, when its value times 10^prec (prec at most
 * 9) fits 64 bits: the exact binary value m * 2^e, scaled by 10^prec and rounded half to
 * even, in *r. Returns 0 when the C library must do it. */
static __inline__ __attribute__((__always_inline__, __unused__))
int __qrintf_fixed_scaled(double v, int prec, __qrintf_ull *r)
{
    __qrintf_ull bits, m, p, t;
    int e, wide;
    __builtin_memcpy(&bits, &v, 8);
    e = (int)(bits >> 52 & 0x7ff);
    if (e == 0x7ff || prec > 9 || !__qrintf_rounds_to_nearest())
        return 0;
    m = bits & 0xfffffffffffff;
    if (e)
        m |= (__qrintf_ull)1 << 52;
    e = (e ? e : 1) - 1075;
    p = __qrintf_p10[prec];
    wide = __builtin_mul_overflow(m, p, &t);
    if (e >= 0) {
        if (e > 11 || wide || (e && t >> (64 - e)))
            return 0;
        *r = t << e;
    } else if (e > -64 && !wide && !(t >> 63)) {
        /* t / 2^-e rounded half to even: adding half less one rounds up above the half,
         * and the quotient's low bit makes an exact half round up when it is odd. The
         * common case (below 2^63, nothing overflows). */
        *r = (t + ((__qrintf_ull)1 << (-e - 1)) - 1 + (t >> -e & 1)) >> -e;
    } else {
        return __qrintf_scale_down(m, p, (unsigned)-e, r);
    }
    return 1;
}

/* glibc's nl_langinfo, under a name of the runtime's own, so that no declaration of the
 * user's can conflict with it; 0x10000 is RADIXCHAR, LC_NUMERIC's decimal point. */
extern char *__qrintf_langinfo(int) __asm__("nl_langinfo");

/* The decimal point of the current locale (C11 7.21.6.1p8 for f: "the decimal-point
 * character", which setlocale and uselocale set), or 0 when it is more than one byte,
 * which the C library then writes. */
static __inline__ __attribute__((__always_inline__, __unused__))
char __qrintf_point(void)
{
    const char *p = __qrintf_langinfo(0x10000);
    return p[0] && !p[1] ? p[0] : 0;
}

/* The text of r / 10^prec: the integer digits, the point (not for a precision of 0
 * without the # flag) and prec digits, at most 30 bytes. Returns the length. */
static __inline__ __attribute__((__always_inline__, __unused__))
unsigned __qrintf_fixed_text(char *d, __qrintf_ull r, int prec, char point)
{
    __qrintf_ull ip = r / __qrintf_p10[prec];
    unsigned frac = (unsigned)(r - ip * __qrintf_p10[prec]), n;
    /* with two or more decimals, the point and the digits overwrite dec3_wide's garbage */
    n = prec >= 2 && ip < 1000 ? __qrintf_dec3_wide(d, (unsigned)ip) : __qrintf_udec(d, ip);
    if (point)
        d[n++] = point;
    if (prec == 1)
        d[n] = (char)('0' + frac);
    else if (prec)
        __qrintf_dec10_last(d + n, frac, (unsigned)prec);
    return n + (unsigned)prec;
}

/* %f and %F: the exact path above when it applies, else the C library. Without a width,
 * the text goes straight into the destination when the longest text fits. */
static __attribute__((__unused__))
__qrintf_ctx *__qrintf_fixed(__qrintf_ctx *c, const char *fmt, int flags, int width, int prec, double v)
{
    char body[32], pre[1], *text = body, point = 0;
    __qrintf_ull bits, r;
    unsigned np, nb;
    int digits = prec < 0 ? 6 : prec;
    __qrintf_size w;
    if (digits || (flags & __QRINTF_HASH)) {
        point = __qrintf_point();
        if (!point)
            return __qrintf_fp(c, fmt, width, prec, v);
    }
    if (!__qrintf_fixed_scaled(v, digits, &r))
        return __qrintf_fp(c, fmt, width, prec, v);
    w = __qrintf_width(width, &flags);
    __builtin_memcpy(&bits, &v, 8);
    pre[0] = __qrintf_sign((int)(bits >> 63), flags);
    np = pre[0] != 0;
    if (w == 0 && __qrintf_fits(c, 32)) {
        *c->p = pre[0]; /* overwritten by the digits when there is no sign */
        text = c->p + np;
    }
    nb = __qrintf_fixed_text(text, r, digits, point);
    if (text != body) {
        c->p += np + nb;
        c->room -= np + nb;
        return c;
    }
    __qrintf_field(c, pre, np, 0, body, nb, 0, w, flags & __QRINTF_MINUS,
                 (flags & (__QRINTF_ZERO | __QRINTF_MINUS)) == __QRINTF_ZERO);
    return c;
}
