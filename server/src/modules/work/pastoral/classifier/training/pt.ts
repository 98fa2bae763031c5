// Portuguese training comments: language | flags | text (see ../labelled.ts).
export const PORTUGUESE = `
pt | crisis | quero me matar, não suporto mais essa dor
pt | crisis | tô pensando em tirar minha vida hoje à noite
pt | crisis | vou me suicidar, já decidi
pt | crisis | só quero morrer, tudo dói
pt | crisis | queria nunca ter nascido
pt | crisis | queria estar morta, ninguém se importaria
pt | crisis | minha família ficaria melhor sem mim
pt | crisis | todo mundo seria mais feliz se eu não existisse
pt | crisis | não tenho mais nada pelo que viver
pt | crisis | pra que continuar vivendo se nada muda
pt | crisis | não existe nenhum motivo pra eu continuar aqui
pt | crisis | voltei a me cortar e tá cada vez pior
pt | crisis | ontem cortei meus pulsos e tô com medo
pt | crisis | juntei remédio suficiente pra fazer isso
pt | crisis | tomei todos os comprimidos pra dormir, é tarde demais?
pt | crisis | a corda já tá pronta, só queria que alguém soubesse
pt | crisis | tô no telhado do prédio e quero pular
pt | crisis | vou me jogar da ponte hoje
pt | crisis | tô sentado na beira do viaduto chorando
pt | crisis | adeus mundo, desculpa por não ser suficiente
pt | crisis | essa é minha última postagem, amo vocês
pt | crisis | amanhã não vou mais estar aqui, obrigado por tentarem
pt | crisis | diz pra minha irmã que eu sinto muito, não consigo continuar
pt | crisis | escrevi um bilhete pros meus pais e tô pronta
pt | crisis | não quero mais viver pastor
pt | crisis | tô farta da vida, quero que acabe
pt | crisis | não paro de pensar em overdose
pt | crisis | tenho pensamentos suicidas toda noite
pt | crisis | suicídio é pecado sem perdão? preciso saber logo
pt | crisis | ninguém perceberia se eu sumisse pra sempre
pt | crisis | ninguém sentiria minha falta se eu morresse
pt | crisis | sou um peso pra todos, melhor eu morrer
pt | crisis | sinto que quero acabar com tudo
pt | crisis | tô planejando acabar com tudo nesse fim de semana
pt | crisis | não dá mais, desisto de tudo
pt | crisis | quero dormir e nunca mais acordar
pt | crisis | cansei de existir, quero que tudo pare
pt | crisis | as vozes mandam eu me machucar
pt | crisis | me odeio tanto que quero sumir
pt | crisis | não vou estar aqui por muito tempo
pt | crisis | meu marido me bate e tenho medo de voltar pra casa
pt | crisis | meu namorado me enforcou ontem, não sei o que fazer
pt | crisis | meu padrasto abusa de mim quando minha mãe trabalha
pt | crisis | fui estuprada e não consigo contar pra ninguém
pt | crisis | meu pai me espanca quando bebe, socorro
pt | crisis | ele disse que vai me matar se eu contar
pt | crisis | não estou segura em casa, ele me ameaçou com uma faca
pt | crisis | meu companheiro me machuca e não tenho pra onde ir
pt | crisis | sofro violência em casa e ninguém acredita
pt | crisis,prayer | orem por mim, quero tirar minha vida
pt | crisis,prayer | preciso de oração, tô me cortando e quero morrer
pt | crisis,prayer | por favor orem, meu marido ameaçou me matar hoje
pt | crisis | a dor não passa, hoje eu termino com isso
pt | crisis | não aguento viver assim, vou fazer alguma coisa comigo
pt | crisis | perdão a todos, amo vocês, adeus
pt | crisis | tenho um plano e os meios, só tô cansada
pt | crisis | tô com a lâmina na mão agora
pt | crisis | já me despedi de todo mundo, não tem volta
pt | crisis | comprei veneno e tá no meu quarto
pt | grief | minha mãe faleceu ontem à noite, lembrem da nossa família
pt | grief | hoje sepultamos meu pai, parece que não é real
pt | grief | meu avô foi pro céu hoje de manhã
pt | grief | perdi meu irmãozinho num acidente na sexta
pt | grief | já são três anos sem nosso filho e não fica mais fácil
pt | grief | descanse em paz irmã Maria, obrigada por me ensinar a amar a Deus
pt | grief | vá em paz tio Zé, o céu ganhou um anjo
pt | grief | nossa bebê nasceu sem vida, ficamos com ela no colo uma hora
pt | grief | tivemos uma perda gestacional no domingo e não paro de chorar
pt | grief | o enterro é quinta às 11, todos são bem-vindos
pt | grief | sinto muito pela sua perda, estamos orando pela família
pt | grief | meus sinceros pêsames à família Oliveira
pt | grief | minha esposa de 40 anos morreu nos meus braços
pt | grief | sinto tanta saudade do meu pai, hoje seria aniversário dele
pt | grief | primeiro dia das mães sem minha mãe, que saudade
pt | grief | a missa de sétimo dia será no sábado
pt | grief | meu melhor amigo se suicidou mês passado e ainda tô em choque
pt | grief | a esposa do pastor partiu em paz enquanto dormia
pt | grief | perdemos a vovó pra covid, ela era tudo pra nós
pt | grief | ainda não acredito que ele se foi, foi cedo demais
pt | grief | com saudade do meu filho que está no céu
pt | grief | hoje fazem cinco anos da morte do meu marido
pt | grief | perder minha mãe me destruiu
pt | grief | lutou contra o câncer dois anos e ontem foi morar com o Senhor
pt | grief | nos despedimos do papai ontem no hospital
pt | grief | meu coração tá em pedaços, meu sobrinho morreu dormindo
pt | grief | o velório é amanhã na capela
pt | grief | de luto pelo meu primo que mataram semana passada
pt | grief | enterramos minha avó essa tarde
pt | grief | a dor do luto é enorme, sinto falta da voz dela
pt | grief | meu pai morreu de repente e não sei lidar com esse luto
pt | grief,prayer | orem pela nossa família, ontem perdemos nossa filha
pt | grief,prayer | orações pela minha amiga que acabou de perder o marido
pt | grief | foi uma despedida linda, obrigado igreja pelo apoio
pt | grief | meu cachorro de 14 anos morreu hoje e a casa tá vazia
pt | grief,prayer | orem pela minha mãe, começa a quimio segunda
pt | prayer | pedido de oração: meu filho está no exército longe de casa
pt | prayer | vocês podem orar pela minha entrevista de emprego amanhã?
pt | prayer | orem pelo meu casamento por favor, estamos muito mal
pt | grief,prayer | coloquem minha família em oração, meu pai está internado
pt | grief,prayer | preciso de orações pela minha saúde, acharam um nódulo
pt | prayer | orem por mim, tenho uma prova muito importante sexta
pt | prayer | por favor orem pelo meu bebê que está com febre
pt | prayer | podem orar pelo meu irmão que está preso?
pt | prayer | pedimos oração pela nova igreja em Recife
pt | prayer | uma oração pela minha vózinha que está fraquinha
pt | prayer | intercedam pela minha filha adolescente que se afastou de Deus
pt | prayer | orem para Deus prover, não conseguimos pagar o aluguel
pt | prayer | orações por uma viagem segura pra missão em Moçambique
pt | prayer | preciso das orações de vocês, a ansiedade não me deixa
pt | prayer | alguém pode orar comigo? me sinto longe de Deus
pt | grief,prayer | guerreiros de oração, meu marido faz biópsia amanhã
pt | prayer | orem pelos irmãos atingidos pelas enchentes
pt | prayer | agradeço oração pelo vício do meu filho
pt | prayer | orem pra eu conseguir emprego, já são seis meses
pt | prayer | vamos orar pela salvação do meu pai 🙏
pt | prayer | peço oração pela minha gravidez de risco
pt | prayer | orem por paz no meu lar, muita briga
pt | prayer | cubram minha família em oração essa semana
pt | grief,prayer | clamo por um milagre pro meu neto na UTI, orem comigo
pt | grief,prayer | peço que orem pela cirurgia do coração da minha mãe
pt | prayer | orem por mim, amanhã é minha prova de direção 😬
pt | prayer | intercedam pelo meu primo que está com depressão
pt | prayer | uma oração pelas nossas finanças por favor
pt | prayer | irmãos, coloquem em oração a saúde da minha tia
pt | prayer | lembrem de mim nas orações, vou mudar de casa essa semana
pt | prayer,grief | orem com a gente, hoje a vovó faleceu, precisamos de consolo
pt | - | o louvor arrasou hoje 🔥🔥
pt | - | a banda mandou muito bem, que noite
pt | - | o pastor arrebentou nessa pregação
pt | - | esse brigadeiro tava de matar
pt | - | tô morrendo de vontade de ver as fotos do acampamento
pt | - | morrendo de curiosidade pra próxima série
pt | - | kkkkk morri com a dança do pastor 😂
pt | - | morri de rir com a peça das crianças
pt | - | esse pastor me mata de rir 😂
pt | - | meus pés estão me matando mas valeu a pena servir
pt | - | eu mataria por outro pedaço desse bolo
pt | - | essa pregação tocou minha alma, obrigado pastor
pt | - | morta de cansaço depois do congresso mas feliz
pt | - | meu celular morreu no meio da live, tem reprise?
pt | - | o microfone morreu bem na pregação kkk
pt | - | palestra de prevenção ao suicídio sábado, todos convidados
pt | - | setembro amarelo: vamos falar sobre saúde mental na igreja
pt | - | toma minha vida e deixa ser consagrada a ti Senhor 🎶
pt | - | Cristo morreu por mim, a melhor notícia
pt | - | morreu na cruz e ressuscitou, aleluia
pt | - | para mim o viver é Cristo e o morrer é lucro
pt | - | morrer para si mesmo todo dia, que desafio
pt | - | estávamos mortos em nossos pecados, agora vivos em Cristo
pt | - | que culto abençoado, Deus é bom
pt | - | amo vocês família da igreja ❤️
pt | - | que horas é o culto de domingo?
pt | - | tem estacionamento perto?
pt | - | amém 🙌🙌
pt | - | aleluia, que palavra
pt | - | abençoada por fazer parte dessa igreja
pt | - | a noite dos jovens foi top demais
pt | - | onde me inscrevo pro café dos homens?
pt | - | o coral cantou como anjos hoje
pt | - | obrigado pela vigília de oração ontem, foi poderosa
pt | - | oramos pela cidade e Deus agiu
pt | - | a sala de oração está aberta a semana toda
pt | - | participe do jejum e oração a partir de segunda
pt | - | oro pelo senhor pastor, continue pregando
pt | - | essa igreja salvou minha vida, gratidão
pt | - | chorei a pregação inteira, mas de alegria
pt | - | feliz aniversário pastor, bênçãos
pt | - | parabéns pelo novo bebê
pt | - | o link das anotações não funciona
pt | - | é minha última semana antes de mudar, vou sentir saudade
pt | - | tchau verão, olá retiro
pt | - | tchau pessoal, até domingo
pt | - | acabei as provas, finalmente
pt | - | adeus dieta depois do almoço da igreja 😂
pt | - | essa música é muito boa demais
pt | - | Jesus é minha razão de viver ❤️
pt | - | o motivo de eu levantar todo dia são meus filhos e minha fé
pt | - | essa mensagem me trouxe de volta à vida
pt | - | mate-os com gentileza, dizia minha avó
pt | - | os remédios da caixa de primeiros socorros venceram, alguém repõe?
pt | - | a ponte dessa música me arrepia toda vez
pt | - | vamos mergulhar na nova série semana que vem
pt | - | preciso cortar o cabelo antes de domingo kkk
pt | - | o grupo de apoio ao luto se reúne terça às 7
pt | - | perdi minhas chaves na igreja, alguém viu um chaveiro azul?
pt | - | fiquei sem voz de tanto cantar 😂
pt | - | perdemos o jogo mas nos divertimos
pt | - | quase morri quando vi a nova cafeteria
pt | - | minha planta morreu de novo
pt | - | kkkkk que vídeo engraçado
pt | - | amo essa igreja, me sinto em casa
pt | - | essa música gruda na cabeça, ouço o dia todo
pt | - | minha filha me mata com essas tiradas 😂
pt | - | derrubamos o gigante do medo em nome de Jesus
pt | - | a pregação sobre Lázaro ressuscitado foi tremenda
pt | - | que casamento lindo, chorei de emoção
pt | - | obrigado pelo retiro, volto renovado
pt | - | não aguento mais de tanta alegria, obrigado Deus
pt | - | tô morrendo de saudade da igreja
pt | - | mó calor hoje, tô morrendo kkk
pt | grief | minha mãe foi internada ontem à noite depois de um AVC
pt | grief | meu marido foi diagnosticado com câncer terminal
pt | grief | meu pai está na UTI, não sabem se ele resiste
pt | grief | minha filha está muito doente e os médicos estão preocupados
pt | grief | acabamos de saber que é leucemia
pt | grief | meu avô teve um infarto e está entubado
pt | grief | minha irmã está em coma depois do acidente
pt | grief | meu irmão tem câncer em estágio avançado
pt | - | precisamos de voluntários para visitar o hospital domingo
pt | - | corrida contra o câncer mês que vem, se inscrevam!
pt | - | que horas é a reunião de oração na quarta?
pt | - | culto de oração hoje às 19h
pt | - | a reunião de oração vai ser online?
pt | - | orando por vocês essa semana 🙏
pt | - | perdi meu celular no estacionamento kkk
pt | - | tô dentro!
pt | - | me inscreve aí
pt | - | eu também 🙌
pt | - | me marca nas fotos
pt | - | me lembra que horas começa?
pt | - | guarda um lugar pra mim
pt | - | me manda o link por favor
pt | - | estarei lá
pt | - | me adiciona no grupo?
pt | - | orando por vocês
pt | - | orando por você e sua família 🙏
pt | - | vocês estão nas minhas orações
pt | - | minhas orações estão com vocês
pt | - | Deus abençoe vocês
pt | - | obrigado pastor
pt | - | que pregação boa
pt | - | eu precisava ouvir isso hoje
pt | - | amei
pt | - | lindo demais
pt | - | até sexta
pt | - | não vejo a hora de domingo
pt | - | cansada mas muito abençoada
pt | - | você fez meu dia
pt | - | chorei de alegria com esse vídeo
pt | prayer | pedido de oração: meu marido perdeu o emprego hoje
pt | prayer | orem por mim, perdi o emprego e o aluguel vence
pt | - | acabou a luz no culto mas continuamos cantando
pt | - | me perdi no caminho pro novo templo kkk
`
