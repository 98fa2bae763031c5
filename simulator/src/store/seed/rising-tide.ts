import type { SeedAccount } from './types'

export const risingTide: SeedAccount = {
  username: 'risingtide_youth',
  name: 'Rising Tide Youth',
  accountType: 'Media_Creator',
  followers: 23_906,
  follows: 845,
  posts: [
    {
      daysAgo: 0.5,
      caption: 'Camp registration is OPEN 🔥 Link in bio. Early bird ends Friday!',
      likes: 1_204,
      comments: [
        { username: 'jaden.cole', text: 'LETS GOOO 🙌🙌', hoursAfter: 0.5, likes: 21 },
        { username: 'bea.santos', text: 'Pwede ba sumali kahit first time?', hoursAfter: 1 },
        {
          username: 'chloe.mbeki',
          text: 'Is there a discount for siblings?',
          hoursAfter: 2,
          replies: [
            {
              text: 'Yes! 20% off for the second sibling, just add a note when you sign up.',
              hoursAfter: 3,
            },
          ],
        },
        {
          username: 'free.followers.now',
          text: 'Get 10k followers free 👉 check my bio',
          hoursAfter: 3,
          hidden: true,
        },
      ],
    },
    {
      daysAgo: 4,
      caption: 'Worship night recap. 600 of you packed the hall. Thank you Jesus.',
      mediaType: 'VIDEO',
      likes: 2_310,
      comments: [
        {
          username: 'daniel.oh',
          text: '최고의 밤이었어요!! 다음에도 꼭 갈게요',
          hoursAfter: 2,
          likes: 14,
        },
        {
          username: 'valentina.rossi',
          text: 'Hermoso 😭 ¿cuándo es la próxima?',
          hoursAfter: 4,
          replies: [
            { text: '¡El 14 del próximo mes! Pronto damos más detalles.', hoursAfter: 6 },
            { username: 'jaden.cole', text: 'Already counting the days', hoursAfter: 7 },
          ],
        },
        { username: 'lukas.becker', text: 'Gänsehaut pur. Danke an die Band!', hoursAfter: 8 },
      ],
    },
    {
      daysAgo: 9,
      caption: 'Small groups start next week. Find one near you, there are 18 across the city.',
      likes: 734,
      comments: [
        { username: 'priya.raman', text: 'Is there one in Hackney?', hoursAfter: 1 },
        { username: 'ana.costa', text: 'Adorei a ideia! Tem grupo em português?', hoursAfter: 5 },
      ],
    },
    {
      daysAgo: 16,
      caption: 'Meet the leaders: this is Sam. Ask him anything in the comments 👇',
      likes: 958,
      comments: [
        { username: 'jaden.cole', text: 'Sam what is your go-to worship song?', hoursAfter: 1 },
        {
          username: 'noah.williams',
          text: 'Legend. Best small group leader ever',
          hoursAfter: 3,
          likes: 6,
        },
      ],
    },
    {
      daysAgo: 24,
      caption: 'Serve day! We painted the community centre and cleaned up the park.',
      mediaType: 'CAROUSEL_ALBUM',
      likes: 845,
      comments: [
        { username: 'grace.kim', text: '너무 멋져요! 다음엔 저도 참여할게요', hoursAfter: 4 },
      ],
    },
  ],
}
