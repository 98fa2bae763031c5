// Spanish training comments: language | flags | text (see ../labelled.ts).
export const SPANISH = `
es | crisis | quiero matarme, ya no soporto este dolor
es | crisis | estoy pensando en quitarme la vida esta noche
es | crisis | me voy a suicidar, ya lo decidí
es | crisis | solo quiero morirme, todo me duele
es | crisis | ojalá nunca hubiera nacido
es | crisis | quisiera estar muerta, a nadie le importaría
es | crisis | mi familia estaría mejor sin mí
es | crisis | todos serían más felices si yo no estuviera
es | crisis | ya no tengo nada por qué vivir
es | crisis | para qué seguir viviendo si nada cambia
es | crisis | no hay ninguna razón para seguir aquí
es | crisis | me he vuelto a cortar y cada vez es peor
es | crisis | anoche me corté las muñecas y tengo miedo
es | crisis | junté suficientes pastillas para hacerlo
es | crisis | me tomé todas las pastillas para dormir, ¿es tarde?
es | crisis | ya tengo la soga lista, solo quería que alguien lo supiera
es | crisis | estoy en la azotea y quiero saltar
es | crisis | voy a tirarme del puente esta noche
es | crisis | estoy sentado en la orilla del puente llorando
es | crisis | adiós mundo, perdón por no ser suficiente
es | crisis | esta es mi última publicación, los quiero
es | crisis | mañana ya no voy a estar aquí, gracias por intentarlo
es | crisis | díganle a mi hermana que lo siento, ya no puedo seguir
es | crisis | escribí una nota para mis padres y ya estoy lista
es | crisis | ya no quiero vivir más pastor
es | crisis | estoy harta de la vida, quiero que termine
es | crisis | no dejo de pensar en una sobredosis
es | crisis | tengo pensamientos suicidas todas las noches
es | crisis | ¿el suicidio es un pecado imperdonable? necesito saberlo pronto
es | crisis | nadie notaría si desapareciera para siempre
es | crisis | nadie me extrañaría si me muero
es | crisis | soy una carga para todos, mejor me muero
es | crisis | siento que quiero acabar con todo
es | crisis | estoy planeando terminar con todo este fin de semana
es | crisis | no puedo más, me rindo
es | crisis | quiero dormirme y no despertar jamás
es | crisis | estoy cansado de existir, quiero que todo pare
es | crisis | las voces me dicen que me haga daño
es | crisis | me odio tanto que quiero desaparecer
es | crisis | no voy a estar por mucho tiempo más
es | crisis | mi esposo me pega y tengo miedo de volver a casa
es | crisis | mi novio me ahorcó anoche, no sé qué hacer
es | crisis | mi padrastro abusa de mí cuando mi mamá trabaja
es | crisis | me violaron y no puedo contarle a nadie
es | crisis | mi papá me golpea cuando toma, ayúdenme
es | crisis | dijo que me va a matar si hablo
es | crisis | no estoy segura en mi casa, me amenazó con un cuchillo
es | crisis | mi pareja me lastima y no tengo a dónde ir
es | crisis | sufro violencia en mi casa y nadie me cree
es | crisis,prayer | oren por mí, quiero quitarme la vida
es | crisis,prayer | necesito oración, me estoy cortando y quiero morir
es | crisis,prayer | por favor oren, mi esposo amenazó con matarme hoy
es | crisis | el dolor no para, esta noche lo termino
es | crisis | no aguanto vivir así, voy a hacerme algo
es | crisis | perdón a todos, los amo, adiós
es | crisis | tengo un plan y los medios, solo estoy cansada
es | crisis | tengo la navaja en la mano ahora mismo
es | crisis | ya me despedí de todos, no hay vuelta atrás
es | crisis | compré veneno y lo tengo en el cuarto
es | grief | mi mamá falleció anoche, recuerden a nuestra familia
es | grief | hoy enterramos a mi padre, no parece real
es | grief | mi abuelo se fue con el Señor esta mañana
es | grief | perdí a mi hermanito en un accidente el viernes
es | grief | ya son tres años sin nuestro hijo y no se hace más fácil
es | grief | QEPD hermana Carmen, gracias por enseñarme a amar a Dios
es | grief | descansa en paz tío José, el cielo ganó un ángel
es | grief | nuestra bebé nació sin vida, la tuvimos en brazos una hora
es | grief | tuvimos una pérdida gestacional el domingo y no paro de llorar
es | grief | el funeral es el jueves a las 11, todos son bienvenidos
es | grief | lamento mucho tu pérdida, oramos por la familia
es | grief | mis más sentidas condolencias a la familia Ramírez
es | grief | mi esposa de 40 años murió en mis brazos
es | grief | extraño tanto a mi papá, hoy hubiera cumplido años
es | grief | primer día de las madres sin mi mamá, cómo la extraño
es | grief | la misa de cuerpo presente será el sábado
es | grief | mi mejor amigo se suicidó el mes pasado y sigo en shock
es | grief | la esposa del pastor partió en paz mientras dormía
es | grief | perdimos a la abuela por covid, era todo para nosotros
es | grief | todavía no puedo creer que se haya ido, se fue muy pronto
es | grief | extrañando a mi hijo en el cielo hoy
es | grief | hoy se cumplen cinco años de la muerte de mi esposo
es | grief | perder a mi mamá me destrozó
es | grief | luchó contra el cáncer dos años y ayer partió con el Señor
es | grief | nos despedimos de papá anoche en el hospital
es | grief | se me rompe el corazón, mi sobrino murió mientras dormía
es | grief | el velatorio es mañana en la funeraria
es | grief | estoy de luto por mi primo que mataron la semana pasada
es | grief | sepultamos a mi abuela esta tarde
es | grief | el dolor del duelo es enorme, extraño su voz
es | grief | mi padre murió de repente y no sé cómo seguir con este luto
es | grief,prayer | oren por nuestra familia, ayer perdimos a nuestra hija
es | grief,prayer | oraciones por mi amiga que acaba de perder a su esposo
es | grief | fue un velorio hermoso, gracias iglesia por la comida
es | grief | mi perrito de 14 años murió hoy y la casa se siente vacía
es | grief,prayer | oren por mi mamá, empieza la quimio el lunes
es | prayer | petición de oración: mi hijo está en el ejército lejos
es | prayer | ¿pueden orar por mi entrevista de trabajo mañana?
es | prayer | oren por mi matrimonio por favor, estamos muy mal
es | grief,prayer | tengan a mi familia en sus oraciones, mi papá está hospitalizado
es | grief,prayer | necesito oraciones por mi salud, me encontraron un bulto
es | prayer | oren por mí, tengo un examen muy importante el viernes
es | prayer | porfa oren por mi bebé que tiene fiebre
es | prayer | ¿podrían orar por mi hermano que está en la cárcel?
es | prayer | pedimos oración por la nueva iglesia en Monterrey
es | prayer | una oración por mi abuelita que está delicada
es | prayer | intercedan por mi hija adolescente que se alejó de Dios
es | prayer | oren para que Dios provea, no podemos pagar la renta
es | prayer | oraciones por un viaje seguro a la misión en Perú
es | prayer | necesito sus oraciones, la ansiedad no me deja
es | prayer | ¿alguien puede orar conmigo? me siento lejos de Dios
es | grief,prayer | guerreros de oración, mi esposo tiene una biopsia mañana
es | prayer | oren por los hermanos afectados por las inundaciones
es | prayer | agradecería oración por la adicción de mi hijo
es | prayer | oren para que encuentre trabajo, ya son seis meses
es | prayer | oremos por la salvación de mi papá 🙏
es | prayer | pido oración por mi embarazo de alto riesgo
es | prayer | oren por paz en mi hogar, hay muchas peleas
es | prayer | cubran a mi familia en oración esta semana
es | grief,prayer | clamo por un milagro para mi nieto en terapia intensiva, oren conmigo
es | grief,prayer | les pido que oren por la operación del corazón de mi mamá
es | prayer | oren por mí, mañana es mi examen de manejo 😬
es | prayer | intercedan por mi primo que tiene depresión
es | prayer | una oración por nuestras finanzas por favor
es | prayer | hermanos, pongan en oración la salud de mi tía
es | prayer | recuérdenme en sus oraciones, me mudo esta semana
es | prayer,grief | oren con nosotros, hoy murió la abuela, necesitamos consuelo
es | - | el grupo de alabanza la rompió hoy 🔥🔥
es | - | la banda estuvo de muerte, qué noche
es | - | el pastor se la comió con esa predicación
es | - | estos tamales están para morirse
es | - | me muero por ver las fotos del campamento
es | - | me muero de ganas de saber la próxima serie
es | - | jajaja me muero de risa con el baile del pastor 😂
es | - | morí de risa con la obra de los niños
es | - | me mata de risa este pastor 😂
es | - | los pies me están matando pero valió la pena servir
es | - | mataría por otro pedazo de ese pastel
es | - | esta predicación me llegó al alma, gracias pastor
es | - | muerta de cansancio después del congreso pero feliz
es | - | se me murió el celular a mitad de la transmisión, ¿hay repetición?
es | - | el micrófono se murió en plena prédica jaja
es | - | taller de prevención del suicidio este sábado, todos bienvenidos
es | - | toma mi vida y déjala ser consagrada a ti Señor 🎶
es | - | Cristo murió por mí, la mejor noticia
es | - | murió en la cruz y resucitó, aleluya
es | - | para mí el vivir es Cristo y el morir es ganancia
es | - | morir a uno mismo cada día, qué reto
es | - | estábamos muertos en delitos y pecados, ahora vivos en Cristo
es | - | qué hermoso servicio, Dios es bueno
es | - | los amo familia de la iglesia ❤️
es | - | ¿a qué hora es el culto del domingo?
es | - | ¿hay estacionamiento cerca?
es | - | amén 🙌🙌
es | - | aleluya, qué palabra
es | - | bendecida de ser parte de esta iglesia
es | - | la noche de jóvenes estuvo brutal
es | - | ¿dónde me inscribo para el desayuno de varones?
es | - | el coro sonó como ángeles hoy
es | - | gracias por la vigilia de oración de anoche, fue poderosa
es | - | oramos por la ciudad y Dios se movió
es | - | el cuarto de oración está abierto toda la semana
es | - | únete al ayuno y oración desde el lunes
es | - | oro por usted pastor, siga predicando
es | - | esta iglesia me salvó la vida, gracias
es | - | lloré todo el sermón, pero de alegría
es | - | feliz cumpleaños pastor, bendiciones
es | - | felicidades por el nuevo bebé
es | - | el enlace de las notas no funciona
es | - | es mi última semana antes de mudarme, los voy a extrañar
es | - | adiós verano, hola retiro de otoño
es | - | adiós a todos, nos vemos el domingo
es | - | terminé los exámenes, por fin
es | - | adiós dieta después de la comida de la iglesia 😂
es | - | esta canción es una bomba
es | - | Jesús es mi razón de vivir ❤️
es | - | mi razón para levantarme cada día son mis hijos y mi fe
es | - | este mensaje me devolvió la vida
es | - | mátalos con amabilidad, decía mi abuela
es | - | las pastillas del botiquín caducaron, ¿alguien puede reponer?
es | - | el puente de esa canción me pone la piel de gallina
es | - | vamos a saltar a la nueva serie la próxima semana
es | - | me tengo que cortar el pelo antes del domingo jaja
es | - | el grupo de duelo se reúne los martes a las 7
es | - | perdí mis llaves en la iglesia, ¿alguien vio un llavero azul?
es | - | me quedé sin voz de tanto cantar 😂
es | - | perdimos el partido pero nos divertimos
es | - | casi me muero cuando vi la nueva cafetería
es | - | se me murió la planta otra vez
es | - | qué risa me dio el video jajaja
es | - | me encanta esta iglesia, me siento en casa
es | - | me toca servir en la puerta el domingo
es | - | me pega mucho esta canción, la escucho todo el día
es | - | mi hija me mata con sus ocurrencias 😂
es | - | matamos el gigante del miedo en el nombre de Jesús
es | - | el sermón sobre Lázaro resucitado fue tremendo
es | - | fue una boda hermosa, lloré de emoción
es | - | gracias por el retiro, vuelvo renovado
es | - | ya no puedo más de tanta felicidad, gracias Dios
es | grief | a mi mamá la internaron anoche por un derrame
es | grief | a mi esposo le diagnosticaron cáncer terminal
es | grief | mi papá está en terapia intensiva, no saben si sobrevive
es | grief | mi hija está muy enferma y los médicos están preocupados
es | grief | nos acaban de decir que es leucemia
es | grief | mi abuelo tuvo un infarto y está intubado
es | grief | mi hermana está en coma después del accidente
es | grief | mi hermano tiene cáncer avanzado, le dan meses
es | - | se necesitan voluntarios para visitar el hospital el domingo
es | - | carrera contra el cáncer el próximo mes, ¡inscríbanse!
es | - | ¿a qué hora es la reunión de oración del miércoles?
es | - | la hora de oración cambió al jueves
es | - | hermosa noche de oración ayer
es | - | orando por ustedes esta semana 🙏
es | - | perdí mi celular en el estacionamiento jaja
es | - | cuenten conmigo
es | - | apúntenme
es | - | yo también 🙌
es | - | etiquétenme en las fotos
es | - | ¿me recuerdan a qué hora empieza?
es | - | guárdenme un lugar
es | - | mándenme el enlace por favor
es | - | aquí estaré
es | - | ¿me pueden agregar al grupo?
es | - | orando por ustedes
es | - | orando por ti y tu familia 🙏
es | - | los tengo en mis oraciones
es | - | mis oraciones están con ustedes
es | - | Dios los bendiga
es | - | gracias pastor
es | - | qué buena prédica
es | - | necesitaba escuchar esto hoy
es | - | me encanta
es | - | hermoso
es | - | nos vemos el viernes
es | - | ya quiero que sea domingo
es | - | cansada pero muy bendecida
es | - | me hiciste el día
es | - | lloré de alegría con este video
es | prayer | petición de oración: mi esposo perdió su trabajo hoy
es | prayer | oren por mí, perdí el empleo y no sé cómo pagar
es | - | se fue la luz en el culto pero seguimos cantando
es | - | me perdí de camino al nuevo templo jaja
`
