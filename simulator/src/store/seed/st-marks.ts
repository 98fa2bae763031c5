import type { SeedAccount } from './types'

export const stMarks: SeedAccount = {
  username: 'stmarks_cathedral',
  name: "St Mark's Cathedral",
  accountType: 'Business',
  followers: 8_215,
  follows: 190,
  posts: [
    {
      daysAgo: 2,
      caption:
        'Choral Evensong tonight at 5:30pm with the cathedral choir. Music by Stanford and Howells.',
      likes: 143,
      comments: [
        {
          username: 'edward.pryce',
          text: 'The Howells Magnificat is a treat. Thank you!',
          hoursAfter: 2,
          likes: 4,
        },
        {
          username: 'sofia.ribeiro',
          text: 'Que lindo! Vou levar a minha mãe.',
          hoursAfter: 4,
          replies: [{ text: 'Que maravilha, Sofia! Esperamos por vocês.', hoursAfter: 5 }],
        },
      ],
    },
    {
      daysAgo: 6,
      caption: 'The west window restoration is complete. Come and see the light come back in.',
      mediaType: 'CAROUSEL_ALBUM',
      likes: 521,
      comments: [
        {
          username: 'claire.beaumont',
          text: 'Magnifique travail, bravo aux artisans !',
          hoursAfter: 3,
          likes: 9,
        },
        {
          username: 'friedrich.weber',
          text: 'Wunderschön. Wie lange hat die Restaurierung gedauert?',
          hoursAfter: 6,
        },
        {
          username: 'angry.neighbour99',
          text: 'Waste of money, the bells are too loud anyway',
          hoursAfter: 8,
          hidden: true,
        },
      ],
    },
    {
      daysAgo: 13,
      caption: 'Lunchtime organ recital every Thursday at 1pm. Free entry, donations welcome.',
      likes: 88,
      comments: [
        {
          username: 'minji.park',
          text: '다음 주 목요일에 친구들과 갈게요!',
          hoursAfter: 2,
          replies: [{ text: 'Welcome, Minji! 환영합니다 🎶', hoursAfter: 6 }],
        },
      ],
    },
    {
      daysAgo: 22,
      caption: 'Harvest festival: thank you for 312 kg of food for the city larder.',
      likes: 276,
      comments: [
        {
          username: 'edward.pryce',
          text: 'Wonderful effort from the whole parish.',
          hoursAfter: 5,
        },
        { username: 'maria.gonzalez', text: '¡Qué bendición! Gracias a todos.', hoursAfter: 9 },
      ],
    },
  ],
}
