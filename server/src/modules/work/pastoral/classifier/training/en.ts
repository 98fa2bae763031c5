// English training comments: language | flags | text (see ../labelled.ts). Written to sound like
// Instagram comments under a church's posts, with the hard cases next to the plain ones.
export const ENGLISH = `
en | crisis | I want to kill myself, I can't take this pain
en | crisis | honestly thinking about ending my life tonight
en | crisis | I'm going to take my own life, I've decided
en | crisis | i just want to die. everything hurts
en | crisis | I wanna die so bad rn
en | crisis | I wish I was never born
en | crisis | I wish I were dead, nobody would care
en | crisis | my family would be better off without me
en | crisis | everyone is better off if I'm gone
en | crisis | I have nothing left to live for since she left
en | crisis | what's the point of living anymore
en | crisis | there is no reason for me to stay alive
en | crisis | I've been self harming again and it's getting worse
en | crisis | I cut myself last night and I'm scared
en | crisis | been burning myself with a lighter, idk how to stop
en | crisis | saved up enough pills to do it
en | crisis | i took all my sleeping pills, is it too late
en | crisis | I swallowed a bottle of painkillers an hour ago
en | crisis | the noose is ready, I just wanted someone to know
en | crisis | tied a rope in the basement today
en | crisis | I'm on the roof of my building and I want to jump
en | crisis | I'm going to jump off the overpass tonight
en | crisis | sitting on the edge of the bridge. can't stop crying
en | crisis | I'm parked by the train tracks thinking about it
en | crisis | goodbye world, I'm sorry I wasn't enough
en | crisis | this is my final post. love you all
en | crisis | I won't be here tomorrow, thank you for trying
en | crisis | by the time anyone reads this I'll be gone
en | crisis | tell my sister I'm sorry. I can't keep going
en | crisis | I wrote a note for my parents and I'm ready now
en | crisis | I don't want to be alive anymore
en | crisis | i dont wanna live anymore pastor
en | crisis | I'm so done with life. I want it to be over
en | crisis | i keep thinking about overdosing
en | crisis | I googled how many pills it takes. I'm scared of myself
en | crisis | I bought a gun and I keep thinking about using it on myself
en | crisis | I've had suicidal thoughts every night this week
en | crisis | is suicide really an unforgivable sin? I need to know soon
en | crisis | nobody would notice if I just disappeared forever
en | crisis | no one would miss me if I died
en | crisis | I'm a burden to everyone. they'd be happier if I was dead
en | crisis | I feel like ending it all
en | crisis | I'm planning to end things this weekend
en | crisis | I can't go on anymore, I'm done fighting
en | crisis | I can't do this any more. I want to sleep forever
en | crisis | i want to go to sleep and not wake up ever
en | crisis | tired of being alive honestly
en | crisis | I'm exhausted of existing, I just want it to stop
en | crisis | the voices tell me to hurt myself
en | crisis | I hate myself so much I want to disappear for good
en | crisis | I'm not going to be around much longer
en | crisis | my husband beats me and I'm afraid to go home
en | crisis | my boyfriend choked me last night, I don't know what to do
en | crisis | my stepdad touches me when mom is at work
en | crisis | I was raped and I can't tell anyone
en | crisis | my dad hits me when he drinks. please help
en | crisis | he said he'll kill me if I tell anyone
en | crisis | I'm not safe at home, he threatened me with a knife
en | crisis | my partner hurts me and I have nowhere to go
en | crisis | I'm being abused at home and nobody believes me
en | crisis | he locks me in and takes my phone. I'm scared for my life
en | crisis | someone at youth group molested me and I'm terrified
en | crisis,prayer | please pray for me, I want to end my life
en | crisis,prayer | pray for me I'm standing on a ledge right now
en | crisis,prayer | I need prayer, I've been cutting myself and want to die
en | crisis,prayer | please pray, my husband threatened to kill me tonight
en | crisis | I don't see the point in anything. I've made up my mind
en | crisis | the pain won't stop. tonight I'm ending it
en | crisis | I can't live like this. I'm going to do something to myself
en | crisis | sorry everyone. I love you. goodbye
en | crisis | i have a plan and the means. i'm just tired
en | crisis | I keep writing goodbye letters and tearing them up
en | crisis | I'm holding the blade right now
en | grief | My mom passed away last night. Please remember our family
en | grief | We buried my father today. It doesn't feel real
en | grief | my grandpa went to be with Jesus this morning
en | grief | Lost my little brother in a crash on Friday
en | grief | It's been three years since we lost our son and it never gets easier
en | grief | RIP sister Carol, thank you for teaching me to love the Lord
en | grief | Rest easy Uncle Joe, heaven gained an angel
en | grief | Our baby girl was stillborn. We held her for an hour
en | grief | We had a miscarriage on Sunday and I can't stop crying
en | grief | the funeral is Thursday at 11, all are welcome
en | grief | So sorry for your loss, praying for the family
en | grief | Deepest condolences to the Johnson family
en | grief | my wife of 40 years died in my arms
en | grief | grieving my dad so hard this week, his birthday would have been today
en | grief | first Mother's Day without mom. miss her so much
en | grief | The memorial service will be at the church on Saturday
en | grief | my best friend died by suicide last month and I'm still in shock
en | grief | Our pastor's wife passed away peacefully in her sleep
en | grief | my dog of 14 years died today and the house feels empty
en | grief | we lost Grandma to covid, she was everything to us
en | grief | I still can't believe he's gone. gone too soon
en | grief | missing my son in heaven today
en | grief | Today marks five years since my husband died
en | grief | losing my mom has broken me
en | grief | she fought cancer for two years and went home to the Lord yesterday
en | grief | we said goodbye to dad at the hospice last night
en | grief | condolences to everyone who knew Brother Sam
en | grief | my heart is shattered, my nephew died in his sleep
en | grief | i lost my twin at birth and every birthday hurts
en | grief | the wake is tomorrow evening at the funeral home
en | grief | mourning my cousin who was shot last week
en | grief | we laid my grandmother to rest this afternoon
en | grief | his death anniversary is today, still hurts like the first day
en | grief | Heaven has one more saint. Goodbye Aunt Ruth
en | grief | My father died unexpectedly and I don't know how to cope
en | grief | the grief is overwhelming, I miss her voice
en | grief,prayer | please pray for our family, we lost our daughter yesterday
en | grief,prayer | prayers for my friend whose husband just passed
en | grief,prayer | pray for my mom, her sister died this morning
en | grief | lost my job and now my dad passed. too much loss this year
en | grief | we're heartbroken, our foster son died in the accident
en | grief | Grandad's funeral was beautiful, thank you church family for the meal
en | grief,prayer | please pray for my mom, she starts chemo on Monday
en | prayer | prayer request: my son is deployed overseas
en | prayer | can you all pray for my job interview tomorrow
en | prayer | Pray for my marriage please, we're really struggling
en | grief,prayer | keep my family in your prayers, my dad is in the hospital
en | prayer | could you please lift up my sister in prayer, she's lost her way
en | grief,prayer | I need prayers for my health, the doctors found a lump
en | prayer | pray for me, I have a huge exam on Friday
en | prayer | pls pray for my baby who has a fever
en | prayer | would you pray for my brother who's in jail
en | prayer | asking for prayers for our church plant in Leeds
en | grief,prayer | Praying for healing for my knee surgery, would appreciate yours too
en | prayer | remember us in your prayers, we're moving house this week
en | prayer | Say a prayer for my nan, she's not doing well
en | prayer | please intercede for my teenager who has stopped coming to church
en | prayer | Pray that God provides, we can't pay rent this month
en | prayer | prayers for safe travels as we fly to Kenya for the mission trip
en | prayer | need your prayers, my anxiety has been really bad
en | prayer | can someone pray with me? feeling far from God lately
en | grief,prayer | Prayer warriors, my husband has a biopsy tomorrow
en | prayer | please pray for our friends in the flood zone
en | prayer | I'd be grateful for prayers for my daughter's addiction
en | prayer | please pray I find work soon, it's been 6 months
en | prayer | lift us up please, our adoption hearing is Tuesday
en | prayer | pray for my dad's salvation 🙏
en | prayer | requesting prayer for my wife's pregnancy, it's high risk
en | prayer | pray for peace in our home, lots of arguing lately
en | grief,prayer | Could the church pray for my recovery from surgery
en | prayer | please cover my family in prayer this week
en | grief,prayer | praying for a miracle for my grandson in the NICU, join us please
en | grief,prayer | I'm asking everyone to pray for my mother's heart surgery
en | prayer | pray for me guys, driving test tomorrow 😬
en | prayer | prayer needed for my kids going back to school
en | prayer | Please keep Tom in your prayers, he's having tests
en | prayer | Pray for my cousin fighting depression
en | prayer | prayers appreciated for our finances, it's a hard season
en | grief,prayer | ask you to pray for my neighbour who's dying of cancer
en | prayer,grief | praying for comfort, we lost our grandma today, please pray with us
en | - | that worship team killed it tonight 🔥🔥
en | - | the band was killing it! what a night
en | - | Pastor slayed that message, wow
en | - | these cinnamon rolls are to die for
en | - | the view from the new building is to die for
en | - | dying to see the photos from camp!
en | - | I'm dying to know what the series is next month
en | - | lmao I'm dead, the pastor's dance moves 😂
en | - | im dead 💀💀 the kids stole the show
en | - | we died laughing at the skit, so good
en | - | you're killing me with these puns pastor 😂
en | - | my feet are killing me after serving all day but worth it
en | - | I would kill for another slice of that cake
en | - | could murder a coffee before second service
en | - | this sermon hit home, thank you pastor
en | - | that message hit hard in the best way
en | - | dead tired after the conference but so full of joy
en | - | my phone died halfway through the livestream, is there a replay?
en | - | the mic died during the sermon lol
en | - | Suicide prevention workshop this Saturday, all welcome
en | - | we are hosting a suicide awareness evening for parents
en | - | Domestic violence awareness month: our women's ministry has resources
en | - | Take my life and let it be consecrated Lord to Thee 🎶
en | - | Jesus died for me, that's the best news ever
en | - | He died on the cross and rose again. Hallelujah!
en | - | to live is Christ and to die is gain, Philippians 1:21
en | - | die to self daily, what a challenge this morning
en | - | kill the flesh, feed the spirit 🙌
en | - | Romans 6 says we are dead to sin. So powerful
en | - | great sermon on Lazarus rising from the dead
en | - | I surrender all, my favourite song
en | - | It is well with my soul 🎶
en | - | I'm gonna live like I'm dying, such a throwback song
en | - | amazing service today, God is good
en | - | love you church family ❤️
en | - | what time is Sunday service?
en | - | is there parking near the main entrance?
en | - | Where do I park?
en | - | where do I park on Sunday morning?
en | - | where do I go for the youth group?
en | - | where do I drop the kids off before the service?
en | - | where do I sign up for the retreat?
en | - | Amen!!! 🙌🙌
en | - | Hallelujah, what a word
en | - | so blessed to be part of this church
en | - | the youth night was fire 🔥
en | - | can't wait for Easter Sunday!
en | - | where can I sign up for the men's breakfast?
en | - | is the nursery open during second service?
en | - | the choir sounded like angels today
en | - | thank you for the prayer meeting last night, it was powerful
en | - | we prayed for the city tonight and God moved
en | - | the prayer room is open 24/7 this week
en | - | join us for prayer and fasting from Monday
en | - | praying for our nation this election season
en | - | I'm praying for you pastor, keep preaching
en | - | this church saved my life, so grateful
en | - | the baptism service was so moving, I cried
en | - | I cried the whole sermon, in a good way
en | - | I'm so emotional, what a beautiful wedding
en | - | happy birthday pastor! many blessings
en | - | congrats on the new baby!
en | - | my kids loved VBS, they want to go back tomorrow
en | - | anyone know if the food bank needs volunteers?
en | - | the sermon notes link isn't working
en | - | this is my last week before I move, gonna miss you all
en | - | this is my last post from Kenya, flying home tomorrow!
en | - | goodbye summer, hello fall retreat 🍂
en | - | goodbye everyone, see you next Sunday!
en | - | I'm done with exams!! finally
en | - | RIP my diet after the church potluck 😂
en | - | rip my bank account after the conference merch stand
en | - | this song is killer
en | - | the bass player is sick
en | - | lol the pastor roasted us today
en | - | I literally screamed when they announced the new campus
en | - | deadlines are killing me but Sunday is my rest day
en | - | my allergies are killing me at the outdoor service
en | - | no reason to miss this Sunday, bring a friend!
en | - | Jesus is my reason to live ❤️
en | - | the reason I get up every morning is my kids and my faith
en | - | this sermon brought me back to life
en | - | I was dead in my sins but now alive in Christ
en | - | the Walking Dead marathon after church lol
en | - | kill them with kindness, as my grandma used to say
en | - | we're having a blast at camp
en | - | the fireworks were a blast
en | - | the pills in the first aid kit expired, can someone restock?
en | - | remember to take your vitamins, from the health ministry
en | - | can someone explain what pastor meant by dying to our dreams?
en | - | the bridge of that song gives me chills every time
en | - | we're going to jump into the new series next week!
en | - | jumping off the diving board at the youth pool party 😂
en | - | I need to cut my hair before Sunday lol
en | - | I got cut from the team but God has a plan
en | - | the drama team crushed it
en | - | Grief share group meets Tuesdays at 7, open to all
en | - | our funeral planning seminar is next month
en | - | the movie about the martyrs was intense
en | - | we're studying the book of Lamentations, so deep
en | - | I lost my keys at church, did anyone find a blue keyring?
en | - | lost my voice from all the singing 😂
en | - | we lost the football match but had fun
en | - | I nearly died when I saw the new coffee bar
en | - | my plant died again, I need a green thumb
en | - | the old building is gone but the memories remain
en | grief | my mum was rushed to hospital last night after a stroke
en | grief | my husband was diagnosed with stage 4 cancer this week
en | grief | dad is in intensive care, they don't know if he'll make it
en | grief | my little girl is very sick and the doctors are worried
en | grief | just got the news, it's leukaemia
en | grief | grandpa had a heart attack and is on a ventilator
en | grief | my sister is in a coma after the accident
en | grief | my brother has terminal cancer, months left they said
en | grief | mum is in palliative care now
en | - | hospital volunteers needed for the Sunday visiting team
en | - | cancer awareness fun run next month, sign up!
en | - | what time is the prayer meeting on Wednesday?
en | - | prayer breakfast tickets are available at the welcome desk
en | - | the prayer team meets every Tuesday, all welcome
en | - | praying for you all this week 🙏
en | - | the hospital chaplaincy team visited today, thank you
en | - | our nurses' fellowship meets after church
en | - | I lost my phone in the car park lol
en | - | count me in!
en | - | sign me up
en | - | me too 🙌
en | - | tag me in the photos please
en | - | remind me what time it starts?
en | - | save me a seat!
en | - | DM me the details
en | - | send me the link please
en | - | pick me pick me 😂
en | - | same here
en | - | this is me every Sunday 😂
en | - | let me know when the next one is
en | - | can you add me to the group chat?
en | - | I'm in!
en | - | I'll be there
en | - | me and my kids loved it
en | - | praying for you
en | - | praying for you all 🙏
en | - | praying for your family
en | - | praying for you pastor and your family
en | - | keeping you all in my prayers
en | - | sending love and prayers
en | - | my prayers are with you
en | - | we're praying for the whole team this week
en | - | prayers up for everyone travelling to camp
en | - | God bless you all
en | - | bless you
en | - | thank you pastor
en | - | great sermon
en | - | so good
en | - | needed this today
en | - | I needed to hear this
en | - | this spoke to me
en | - | wow 😍
en | - | love this
en | - | beautiful
en | - | 🔥🔥🔥
en | - | yes Lord
en | - | first!
en | - | see you Friday
en | - | see you there
en | - | who else is coming tonight?
en | - | nobody sings it like our choir
en | - | no one does potluck like this church 😂
en | - | I'm tired but so blessed
en | - | long week but Sunday makes it worth it
en | - | I can't wait
en | - | I'm done, this is hilarious 😂
en | - | you made my day
en | - | I'm crying, this is so sweet
en | - | this made me cry happy tears
en | prayer | prayer request: my husband lost his job today
en | prayer | please pray, I lost my job and rent is due
en | prayer | pray for my son, he lost his scholarship
en | prayer | prayers please, we lost the house sale and have to move
en | - | my son lost his first tooth today 😂
en | - | we lost power during the service but kept singing
en | - | I lost track of time at the retreat
en | - | lost my glasses somewhere in the fellowship hall
en | - | I got lost on the way to the new campus lol
`
