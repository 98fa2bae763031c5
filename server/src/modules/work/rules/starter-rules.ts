import type { TRuleFormValues } from '@common/schemas/rules'

// The spam every church account gets, in the five languages of the agency's churches. Words are
// matched whole, folded (case and accents), so "Seguidores" and "SEGUIDORES" are one word.
export const STARTER_RULES: TRuleFormValues[] = [
  {
    name: 'Spam links',
    enabled: true,
    conditions: {
      hasLink: true,
      words: [
        'check my bio',
        'link in bio',
        'dm me',
        'click the link',
        'mira mi perfil',
        'link en mi bio',
        'veja meu perfil',
        'link na bio',
        'link in meiner bio',
        'lien dans ma bio',
      ],
    },
    actions: { hide: true },
  },
  {
    name: 'Follower offers',
    enabled: true,
    conditions: {
      words: [
        'free followers',
        'followers free',
        'buy followers',
        'get followers',
        'gain followers',
        'promote your page',
        'promo your account',
        'seguidores gratis',
        'compra seguidores',
        'seguidores grátis',
        'ganhe seguidores',
        'kostenlose follower',
        'follower kaufen',
        'abonnés gratuits',
        'acheter des abonnés',
      ],
    },
    actions: { hide: true },
  },
  {
    name: 'Crypto offers',
    enabled: true,
    conditions: {
      words: [
        'bitcoin',
        'btc',
        'crypto',
        'cryptocurrency',
        'forex',
        'usdt',
        'binary options',
        'investment manager',
        'trading account',
        'criptomoneda',
        'criptomonedas',
        'criptomoeda',
        'kryptowährung',
        'krypto',
        'cryptomonnaie',
      ],
    },
    actions: { hide: true },
  },
]
