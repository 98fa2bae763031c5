import type { SeedAccount } from './types'

export const graceChapel: SeedAccount = {
  username: 'gracechapel_london',
  name: 'Grace Chapel London',
  accountType: 'Business',
  followers: 12_480,
  follows: 312,
  posts: [
    {
      daysAgo: 1.2,
      caption:
        'Sunday gathering at 10:30 and 18:00. Come as you are, coffee is on us ☕ #gracechapel #london',
      likes: 214,
      comments: [
        {
          username: 'hannah.okafor',
          text: 'See you there! Bringing my flatmate this week 🙌',
          hoursAfter: 1,
          likes: 3,
        },
        {
          username: 'lucia_mendez',
          text: '¿Hay servicio en español o traducción?',
          hoursAfter: 2,
          replies: [
            {
              text: '¡Hola Lucía! Sí, hay traducción al español con auriculares en el servicio de las 10:30.',
              hoursAfter: 3,
            },
          ],
        },
        {
          username: 'crypto_gains_4u',
          text: 'DM me to double your income in 7 days 💰💰',
          hoursAfter: 4,
          hidden: true,
        },
        {
          username: 'tom.whitfield',
          text: 'Is there parking near the Old Street entrance?',
          hoursAfter: 5,
        },
      ],
    },
    {
      daysAgo: 5,
      caption:
        'Our food bank served 140 families this week. Thank you to every volunteer who gave their Saturday.',
      likes: 389,
      comments: [
        {
          username: 'amara.n',
          text: 'So proud to be part of this team ❤️',
          hoursAfter: 2,
          likes: 12,
          replies: [
            { text: 'We could not do it without you, Amara!', hoursAfter: 3 },
            { username: 'tom.whitfield', text: 'Same here, great morning.', hoursAfter: 4 },
          ],
        },
        { username: 'joao.silva.ldn', text: 'Como posso ajudar como voluntário?', hoursAfter: 6 },
        {
          username: 'margaret_h',
          text: 'Please pray for my sister, she is in hospital this week.',
          hoursAfter: 9,
        },
      ],
    },
    {
      daysAgo: 11,
      caption: 'Youth night is back! Fridays from 7pm, games, food and honest conversations.',
      mediaType: 'VIDEO',
      likes: 167,
      comments: [
        { username: 'kwame.asante', text: 'My son loved it last time', hoursAfter: 3 },
        {
          username: 'lena.vogel',
          text: 'Gibt es auch etwas für Jüngere, so ab 10 Jahren?',
          hoursAfter: 7,
        },
      ],
    },
    {
      daysAgo: 19,
      caption: 'Baptism Sunday: seven people took the step today. What a morning. 🌊',
      mediaType: 'CAROUSEL_ALBUM',
      likes: 612,
      comments: [
        {
          username: 'hannah.okafor',
          text: 'Crying happy tears all over again',
          hoursAfter: 1,
          likes: 8,
        },
        { username: 'grace.kim', text: '축하드려요! 정말 감동적이에요 🙏', hoursAfter: 5 },
      ],
    },
    {
      daysAgo: 27,
      caption: 'Midweek prayer, Wednesdays 7pm in the upper room. All welcome.',
      likes: 98,
      comments: [],
    },
  ],
}
